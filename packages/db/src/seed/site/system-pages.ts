import {
  ABOUT_PAGE,
  CONTACT_PAGE,
  HOME,
  NAV,
  PUBLIC_FORMS,
  SERVICES_PAGE,
  type Section,
  type SectionIcon,
  type SectionInput,
  type SystemPageSlug,
  sections,
} from "@staffing/shared";
import { SUPPORT_PHONE_LABEL } from "./company-profile";

// The four pages of the site's frame as they were before they became content, built from the
// texts they showed: seeded once, then staff edit their sections. Checked by the sections' own
// schemas as this module loads, so a seed that the API would refuse never reaches a database.
export interface SeedSystemPage {
  slug: SystemPageSlug;
  title: string;
  sections: Section[];
}

const CONTACT_FORM = `/contact#${PUBLIC_FORMS.inquiry.anchor}`;
/** Icons paired with items by position. */
const withIcons = <T extends object>(items: readonly T[], icons: SectionIcon[]) =>
  items.map((item, index) => ({ ...item, icon: icons[index] ?? null }));

const home: SectionInput[] = [
  {
    type: "hero",
    eyebrow: HOME.heroEyebrow,
    heading: HOME.heroTitle,
    text: HOME.heroText,
    buttons: [{ label: HOME.heroCta, href: "/services", style: "primary" }],
    callButton: HOME.heroSecondaryCta,
    callPhone: SUPPORT_PHONE_LABEL,
    points: [...HOME.heroPoints],
    illustration: "hero",
    inquiryForm: true,
  },
  { type: "clientLogos", heading: HOME.clientsHeading },
  {
    type: "cards",
    eyebrow: HOME.servicesEyebrow,
    heading: HOME.servicesHeading,
    items: withIcons(
      HOME.services.map((service) => ({
        title: service.title,
        text: service.text,
        chip: service.timing,
        href: service.href,
        linkLabel: HOME.learnMore,
      })),
      ["virtual-staffing", "temporary-staffing", "direct-hire"],
    ),
  },
  {
    type: "stats",
    heading: HOME.statsHeading,
    hideHeading: true,
    items: withIcons(HOME.stats, ["clients", "placements", "countries", "satisfaction", "support"]),
  },
  {
    type: "testimonials",
    eyebrow: HOME.testimonialsEyebrow,
    heading: HOME.testimonialsHeading,
    items: HOME.testimonials.map((testimonial) => ({ ...testimonial })),
  },
  {
    type: "latestPosts",
    eyebrow: HOME.insightsEyebrow,
    heading: HOME.insightsHeading,
    count: 3,
    linkLabel: HOME.allArticles,
  },
  {
    type: "callToAction",
    heading: HOME.ctaTitle,
    text: HOME.ctaText,
    button: { label: HOME.ctaButton, href: "/contact", style: "accent" },
  },
];

const { virtual, temporary, direct } = SERVICES_PAGE;
const tabLabel = (id: string) => SERVICES_PAGE.tabs.find((tab) => tab.id === id)?.label ?? id;
const services: SectionInput[] = [
  { type: "hero", eyebrow: SERVICES_PAGE.eyebrow, heading: SERVICES_PAGE.title, text: SERVICES_PAGE.intro },
  {
    type: "serviceTabs",
    label: SERVICES_PAGE.tabsLabel,
    tabs: [
      {
        id: "virtual-staffing",
        label: tabLabel("virtual-staffing"),
        sections: [
          {
            type: "imageText",
            heading: virtual.heading,
            text: virtual.text,
            illustration: "services-virtual",
          },
          {
            type: "cards",
            items: withIcons(virtual.cards, [
              "virtual-assistant",
              "customer-support",
              "bookkeeping-finance",
              "medical-admin",
              "it-support",
              "marketing-support",
            ]),
          },
          {
            type: "imageText",
            heading: virtual.benefitsHeading,
            points: [...virtual.benefits],
            inquiryForm: true,
            formHeading: virtual.formHeading,
          },
        ],
      },
      {
        id: "temporary-staffing",
        label: tabLabel("temporary-staffing"),
        sections: [
          {
            type: "imageText",
            heading: temporary.heading,
            text: temporary.text,
            illustration: "services-temporary",
          },
          {
            type: "steps",
            heading: temporary.stepsHeading,
            items: withIcons(temporary.steps, ["step-request", "step-screen", "step-deploy", "step-support"]),
          },
          {
            type: "callToAction",
            heading: temporary.cta.title,
            text: temporary.cta.text,
            button: { label: temporary.cta.button, href: CONTACT_FORM, style: "accent" },
          },
        ],
      },
      {
        id: "direct-hire",
        label: tabLabel("direct-hire"),
        sections: [
          { type: "imageText", heading: direct.heading, text: direct.text, illustration: "services-direct" },
          {
            type: "cards",
            items: withIcons(direct.cards, [
              "professional-technical",
              "management-leadership",
              "operations-trades",
            ]),
          },
          {
            type: "steps",
            heading: direct.stepsHeading,
            items: withIcons(direct.steps, ["step-profile", "step-search", "step-interview", "step-onboard"]),
          },
          {
            type: "callToAction",
            heading: direct.cta.title,
            text: direct.cta.text,
            button: { label: direct.cta.button, href: CONTACT_FORM, style: "accent" },
          },
        ],
      },
    ],
  },
];

const about: SectionInput[] = [
  { type: "hero", eyebrow: ABOUT_PAGE.eyebrow, heading: ABOUT_PAGE.title, text: ABOUT_PAGE.intro },
  {
    type: "imageText",
    eyebrow: ABOUT_PAGE.storyHeading,
    heading: ABOUT_PAGE.storyTitle,
    text: ABOUT_PAGE.story,
    highlights: [
      { title: ABOUT_PAGE.missionHeading, text: ABOUT_PAGE.mission },
      { title: ABOUT_PAGE.visionHeading, text: ABOUT_PAGE.vision },
    ],
    illustration: "about-story",
  },
  {
    type: "values",
    heading: ABOUT_PAGE.valuesHeading,
    items: withIcons(ABOUT_PAGE.values, ["integrity", "speed", "quality", "partnership"]),
  },
  { type: "stats", heading: ABOUT_PAGE.impactHeading, items: ABOUT_PAGE.impact.map((item) => ({ ...item })) },
  {
    type: "timeline",
    heading: ABOUT_PAGE.timelineHeading,
    items: ABOUT_PAGE.timeline.map((event) => ({ year: String(event.year), text: event.text })),
  },
];

// The form within a phone's first screen: what the company helps with beside it, then how to reach
// it (the company profile's phones, e-mails, head office and hours) and its offices.
const contact: SectionInput[] = [
  {
    type: "hero",
    eyebrow: CONTACT_PAGE.eyebrow,
    heading: CONTACT_PAGE.title,
    text: CONTACT_PAGE.intro,
    illustration: "contact",
  },
  { type: "imageText", heading: CONTACT_PAGE.helpHeading, points: [...CONTACT_PAGE.help], inquiryForm: true },
  { type: "offices", heading: CONTACT_PAGE.officesHeading, details: true },
  {
    type: "faq",
    heading: CONTACT_PAGE.faqHeading,
    items: CONTACT_PAGE.faq.map((item) => ({ question: item.q, answer: item.a })),
  },
];

export const seedSystemPages: SeedSystemPage[] = [
  { slug: "home", title: NAV.home, sections: sections.parse(home) },
  { slug: "services", title: SERVICES_PAGE.title, sections: sections.parse(services) },
  { slug: "about", title: ABOUT_PAGE.title, sections: sections.parse(about) },
  { slug: "contact", title: CONTACT_PAGE.title, sections: sections.parse(contact) },
];
