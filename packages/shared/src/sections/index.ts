import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages";
import { leafSectionTypes, serviceTabsSection } from "./types";

export * from "./fields";
export * from "./types";

/** The most sections a page may have, and the most bytes they may take as JSON. */
export const MAX_SECTIONS = 60;
export const MAX_SECTIONS_BYTES = 500_000;

export const section = z.discriminatedUnion("type", [...leafSectionTypes, serviceTabsSection]);
export type Section = z.output<typeof section>;
export type SectionInput = z.input<typeof section>;
export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export const sections = z
  .array(section)
  .max(MAX_SECTIONS, VALIDATION_MESSAGES.tooManySections)
  .refine((list) => jsonBytes(list) <= MAX_SECTIONS_BYTES, VALIDATION_MESSAGES.sectionsTooLarge);

/** Every section type, with what the editor's menu says of it, in the menu's order. */
export const SECTION_TYPES: Record<SectionType, { label: string; description: string }> = {
  hero: { label: "Hero", description: "The page's title band: heading, text, buttons, picture or form" },
  richText: { label: "Rich text", description: "Formatted text with headings, lists and links" },
  cards: { label: "Cards", description: "A grid of cards, such as services" },
  stats: { label: "Statistics", description: "Figures such as 500+ clients" },
  testimonials: { label: "Testimonials", description: "Quotes from clients, with their photos" },
  steps: { label: "Steps", description: "A numbered process" },
  timeline: { label: "Timeline", description: "Milestones by year" },
  values: { label: "Values", description: "What the company stands for" },
  faq: { label: "Questions and answers", description: "Questions that open and close" },
  offices: { label: "Offices", description: "The company's offices and contact details" },
  clientLogos: { label: "Client logos", description: "A strip of client logos" },
  latestPosts: { label: "Latest posts", description: "The newest blog posts" },
  callToAction: { label: "Call to action", description: "A band with a heading and a button" },
  imageText: { label: "Image with text", description: "A picture beside a text" },
  team: { label: "Team", description: "People, with their photos and roles" },
  serviceTabs: { label: "Tabs", description: "Tabs that each hold sections" },
};

/** Every library image a list of sections shows, with where it sits (`3.items.0.photo`). */
export function sectionImages(list: readonly unknown[]): { path: (string | number)[]; src: string }[] {
  const found: { path: (string | number)[]; src: string }[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && "alt" in record) found.push({ path, src: record.src });
      else for (const [key, child] of Object.entries(record)) walk(child, [...path, key]);
    }
  };
  walk(list, []);
  return found;
}
