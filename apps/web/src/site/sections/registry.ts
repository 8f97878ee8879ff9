import type { Section, SectionOf, SectionType } from "@staffing/shared";
import type { ReactNode } from "react";
import { CallToActionSection } from "./CallToActionSection";
import { CardsSection } from "./CardsSection";
import { ClientLogosSection } from "./ClientLogosSection";
import { FaqSection, faqPageJsonLd } from "./FaqSection";
import { HeroSection } from "./HeroSection";
import { ImageTextSection } from "./ImageTextSection";
import { LatestPostsSection } from "./LatestPostsSection";
import { OfficesSection } from "./OfficesSection";
import { RichTextSection } from "./RichTextSection";
import { ServiceTabsSection } from "./ServiceTabsSection";
import { StatsSection } from "./StatsSection";
import { StepsSection } from "./StepsSection";
import { TeamSection } from "./TeamSection";
import { TestimonialsSection } from "./TestimonialsSection";
import { TimelineSection } from "./TimelineSection";
import { ValuesSection } from "./ValuesSection";

export type SectionComponent<T extends SectionType> = (props: { section: SectionOf<T> }) => ReactNode;

/**
 * Every section type's component. Adding a type: its schema (packages/shared/src/sections/types.ts),
 * its component in this folder, and its line here; TypeScript holds the three together.
 */
export const SECTION_COMPONENTS: { [T in SectionType]: SectionComponent<T> } = {
  hero: HeroSection,
  richText: RichTextSection,
  cards: CardsSection,
  stats: StatsSection,
  testimonials: TestimonialsSection,
  steps: StepsSection,
  timeline: TimelineSection,
  values: ValuesSection,
  faq: FaqSection,
  offices: OfficesSection,
  clientLogos: ClientLogosSection,
  latestPosts: LatestPostsSection,
  callToAction: CallToActionSection,
  imageText: ImageTextSection,
  team: TeamSection,
  serviceTabs: ServiceTabsSection,
};

/** What a type adds to its page's head (JSON-LD), from all its sections on the page at once. */
const SECTION_STRUCTURED_DATA: { [T in SectionType]?: (sections: SectionOf<T>[]) => object[] } = {
  faq: faqPageJsonLd,
};

/** Every section of a list, those inside tabs included, in order. */
export function allSections(list: readonly Section[]): Section[] {
  return list.flatMap((section) =>
    section.type === "serviceTabs"
      ? [section, ...section.tabs.flatMap((tab) => allSections(tab.sections))]
      : [section],
  );
}

/** The JSON-LD blocks a page's sections add to its head (FAQPage for its questions). */
export function sectionsStructuredData(list: readonly Section[]): object[] {
  const every = allSections(list);
  return Object.entries(SECTION_STRUCTURED_DATA).flatMap(([type, blocks]) =>
    (blocks as (sections: Section[]) => object[])(every.filter((section) => section.type === type)),
  );
}
