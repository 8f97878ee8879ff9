import { z } from "zod";
import {
  button,
  header,
  items,
  line,
  link,
  mediaImage,
  optionalIcon,
  optionalIllustration,
  optionalImage,
  optionalLine,
  optionalParagraph,
  paragraph,
} from "./fields";

// One schema per section type. Each has one server-rendered component in apps/web/src/site/sections
// and a label in SECTION_TYPES (index.ts). Adding a type: a schema here, the component, the label.

const section = <T extends string, S extends z.ZodRawShape>(type: T, title: string, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).meta({ title });

export const heroSection = section("hero", "Hero", {
  eyebrow: optionalLine("Eyebrow", 120),
  heading: line("Heading"),
  text: optionalParagraph("Text", 1000),
  buttons: items(button, "Buttons", 3).default([]),
  // "Call 24/7" becomes "Call 24/7: +1 (800) 555-0199", a tel: link to the profile's number.
  callButton: optionalLine("Call button label (calls a phone of the company profile; empty for none)", 60),
  callPhone: optionalLine("Which phone: its label in the company profile (the first when empty)", 60),
  points: items(line("Point", 120), "Points (with a check mark)", 6).default([]),
  image: optionalImage("Image"),
  illustration: optionalIllustration,
  inquiryForm: z.boolean().default(false).meta({ title: "Show the inquiry form" }),
  formHeading: optionalLine("Form heading (when empty, the form's own)", 120),
});

export const richTextSection = section("richText", "Rich text", {
  // Sanitized by the API as post content is.
  html: z.string().max(200_000).meta({ title: "Text", format: "html" }),
});

export const cardsSection = section("cards", "Cards", {
  ...header,
  items: items(
    z.object({
      icon: optionalIcon,
      image: optionalImage("Image"),
      title: line("Title"),
      text: optionalParagraph("Text", 1000),
      chip: optionalLine("Tag (such as a timing)", 60),
      href: link().nullish().default(null),
      linkLabel: optionalLine("Link label", 60),
      figure: optionalLine("Figure (such as 40% faster)", 60),
      // A whitepaper's PDF in the private store: the card's link then opens its request form, and
      // whoever asks gets it by e-mail (issue 29).
      document: z
        .uuid("Upload the whitepaper's PDF")
        .nullish()
        .default(null)
        .meta({ title: "Whitepaper PDF (sent by e-mail to those who ask)", format: "document" }),
    }),
    "Cards",
    24,
  ),
});

export const statsSection = section("stats", "Statistics", {
  heading: optionalLine("Heading"),
  hideHeading: z.boolean().default(false).meta({ title: "Heading for screen readers only" }),
  style: z.enum(["band", "cards"]).default("band").meta({ title: "Style" }),
  items: items(
    z.object({ value: line("Value", 20), label: line("Label", 80), icon: optionalIcon }),
    "Figures",
    8,
  ),
});

export const testimonialsSection = section("testimonials", "Testimonials", {
  ...header,
  items: items(
    z.object({
      quote: paragraph("Quote", 1000),
      name: line("Name", 120),
      role: optionalLine("Role", 120),
      company: optionalLine("Company", 120),
      photo: optionalImage("Photo"),
    }),
    "Testimonials",
    12,
  ),
});

export const stepsSection = section("steps", "Steps", {
  heading: optionalLine("Heading"),
  items: items(
    z.object({ title: line("Title"), text: optionalParagraph("Text", 1000), icon: optionalIcon }),
    "Steps",
    8,
  ),
});

export const timelineSection = section("timeline", "Timeline", {
  heading: optionalLine("Heading"),
  items: items(z.object({ year: line("Year", 20), text: paragraph("Text", 500) }), "Milestones", 20),
});

export const valuesSection = section("values", "Values", {
  ...header,
  items: items(
    z.object({ title: line("Title"), text: optionalParagraph("Text", 1000), icon: optionalIcon }),
    "Values",
    12,
  ),
});

export const faqSection = section("faq", "Questions and answers", {
  heading: optionalLine("Heading"),
  items: items(
    z.object({ question: line("Question", 300), answer: paragraph("Answer", 4000) }),
    "Questions",
    40,
  ),
});

/** The company profile's offices (and, with `details`, its phones, e-mails and support note). */
export const officesSection = section("offices", "Offices and contact details", {
  heading: optionalLine("Heading"),
  details: z.boolean().default(false).meta({ title: "Show phones, e-mails and the support note" }),
});

export const clientLogosSection = section("clientLogos", "Client logos", {
  heading: optionalLine("Heading"),
  // Without items, the site's built-in client marks.
  items: items(
    z.object({ name: line("Client name", 120), logo: optionalImage("Logo") }),
    "Clients",
    24,
  ).default([]),
});

export const latestPostsSection = section("latestPosts", "Latest posts", {
  ...header,
  count: z.number().int().min(1).max(6).default(3).meta({ title: "How many posts" }),
  linkLabel: optionalLine("Link to the blog", 60),
});

export const callToActionSection = section("callToAction", "Call to action", {
  heading: line("Heading"),
  text: optionalParagraph("Text", 1000),
  button,
});

export const imageTextSection = section("imageText", "Image with text", {
  ...header,
  text: optionalParagraph("Text", 4000),
  highlights: items(
    z.object({ title: line("Title", 120), text: paragraph("Text", 600) }),
    "Highlights (boxes under the text)",
    4,
  ).default([]),
  points: items(line("Point", 200), "Points (with a check mark)", 12).default([]),
  image: optionalImage("Image"),
  illustration: optionalIllustration,
  imageSide: z.enum(["left", "right"]).default("right").meta({ title: "Image side" }),
  buttons: items(button, "Buttons", 3).default([]),
  inquiryForm: z.boolean().default(false).meta({ title: "Show the inquiry form instead of the image" }),
  formHeading: optionalLine("Form heading (when empty, the form's own)", 120),
});

export const teamSection = section("team", "Team", {
  ...header,
  // People of the People screen, by id: their photo, name, job title and LinkedIn stay as People has them.
  everyoneOnTeam: z.boolean().default(false).meta({ title: "Everyone shown on the team (People)" }),
  people: items(z.uuid("Choose people from the People screen"), "People chosen from People", 24)
    .default([])
    .meta({ title: "People chosen from People", format: "people" }),
  items: items(
    z.object({
      name: line("Name", 120),
      role: optionalLine("Role", 120),
      photo: optionalImage("Photo"),
      bio: optionalParagraph("About", 600),
    }),
    "Other people (not on the People screen)",
    24,
  ).default([]),
});

/** Every type but the tabs: what a tab may hold. */
export const leafSectionTypes = [
  heroSection,
  richTextSection,
  cardsSection,
  statsSection,
  testimonialsSection,
  stepsSection,
  timelineSection,
  valuesSection,
  faqSection,
  officesSection,
  clientLogosSection,
  latestPostsSection,
  callToActionSection,
  imageTextSection,
  teamSection,
] as const;
export const leafSection = z.discriminatedUnion("type", leafSectionTypes);

/** Tabs of sections (the Services page): each tab has its own anchor (#virtual-staffing). */
export const serviceTabsSection = section("serviceTabs", "Tabs", {
  label: line("Label for screen readers", 120),
  tabs: items(
    z.object({
      id: z
        .string()
        .trim()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and hyphens")
        .max(60)
        .meta({ title: "Anchor (the address after #)" }),
      label: line("Tab label", 60),
      sections: items(leafSection, "Sections", 20),
    }),
    "Tabs",
    8,
  ).min(1),
});

export { mediaImage };
