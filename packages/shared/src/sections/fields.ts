import { z } from "zod";
import { parseLibraryImage } from "../media";
import { linkTarget } from "../schemas/fields";

// The fields sections are made of. Every field carries a `title` in its meta: the editor builds
// each section's form from the schema (z.toJSONSchema), so a new field needs no form code.

const tooLong = (title: string, max: number) => `${title}: at most ${max} characters`;

/** A line of text, typed as it is shown ("10k+", "24/7"): trimmed, stored as typed, never HTML. */
export const line = (title: string, max = 200) =>
  z.string().trim().min(1, `${title} is required`).max(max, tooLong(title, max)).meta({ title });
/** A line that may be left empty (stored as ""). */
export const optionalLine = (title: string, max = 200) =>
  z.string().trim().max(max, tooLong(title, max)).default("").meta({ title });
/** A paragraph of plain text (the editor shows a text area). */
export const paragraph = (title: string, max = 2000) =>
  z
    .string()
    .trim()
    .min(1, `${title} is required`)
    .max(max, tooLong(title, max))
    .meta({ title, format: "textarea" });
export const optionalParagraph = (title: string, max = 2000) =>
  z.string().trim().max(max, tooLong(title, max)).default("").meta({ title, format: "textarea" });

/**
 * Where a button or card leads: a path on this site or an absolute http(s) URL, nothing else (a
 * `javascript:` link would run script). A phone to call comes from the company profile (hero's
 * call button), so a changed number shows everywhere at once.
 */
export const link = (title = "Link") => linkTarget.meta({ title, format: "link" });

/**
 * An image of the media library: its library address and what a screen reader says for it. The API
 * refuses an address that is not in the library (any object of this shape, wherever it sits).
 */
export const mediaImage = z
  .object({
    src: z
      .string()
      .trim()
      .refine((src) => parseLibraryImage(src) !== null, "Choose an image from the media library")
      .meta({ title: "Image" }),
    alt: z.string().trim().max(500).default("").meta({ title: "Alt text" }),
  })
  .meta({ title: "Image", format: "media" });
export type MediaImage = z.output<typeof mediaImage>;
export const optionalImage = (title: string) => mediaImage.nullish().default(null).meta({ title });

/** The built-in icons (apps/web/src/site/art/icons), for cards, steps and stats. */
export const SECTION_ICONS = [
  "bookkeeping-finance",
  "chat",
  "check",
  "clients",
  "clock",
  "consulting",
  "countries",
  "customer-support",
  "direct-hire",
  "hr-consulting",
  "integrity",
  "it-support",
  "mail",
  "management-leadership",
  "map-pin",
  "marketing-support",
  "medical-admin",
  "operations-trades",
  "partnership",
  "phone",
  "placements",
  "professional-technical",
  "project-management",
  "quality",
  "satisfaction",
  "search",
  "speed",
  "step-deploy",
  "step-interview",
  "step-onboard",
  "step-profile",
  "step-request",
  "step-screen",
  "step-search",
  "step-support",
  "support",
  "temporary-staffing",
  "virtual-assistant",
  "virtual-staffing",
] as const;
export type SectionIcon = (typeof SECTION_ICONS)[number];
export const optionalIcon = z.enum(SECTION_ICONS).nullish().default(null).meta({ title: "Icon" });

/** The site's built-in illustrations (apps/web/src/site/art), shown where no image is chosen. */
export const SECTION_ILLUSTRATIONS = [
  "hero",
  "about-story",
  "contact",
  "services-virtual",
  "services-temporary",
  "services-direct",
] as const;
export type SectionIllustration = (typeof SECTION_ILLUSTRATIONS)[number];
export const optionalIllustration = z
  .enum(SECTION_ILLUSTRATIONS)
  .nullish()
  .default(null)
  .meta({ title: "Illustration (when no image is chosen)" });

export const button = z
  .object({
    label: line("Label", 80),
    href: link(),
    style: z.enum(["primary", "outline", "accent"]).default("primary").meta({ title: "Style" }),
  })
  .meta({ title: "Button" });
export type SectionButton = z.output<typeof button>;

/** A list of up to `max` items of one shape. */
export const items = <T extends z.ZodType>(item: T, title: string, max: number) =>
  z.array(item).max(max).meta({ title });

/** The heading block most sections open with; every part optional. */
export const header = {
  eyebrow: optionalLine("Eyebrow", 120),
  heading: optionalLine("Heading"),
  intro: optionalParagraph("Introduction", 1000),
};
