import type { Section } from "@staffing/shared";
import { useRouteContext, useRouterState } from "@tanstack/react-router";
import { useCompanyProfile } from "../company-profile";
import { type SectionData, SectionEnvironmentProvider } from "../sections/environment";
import { Sections } from "../sections/Sections";
import { PageHero } from "./PageHero";

/** What a page shows, as visitors see it: the one renderer of pages (routes, previews, live preview). */
export interface PageBodyProps {
  page: { title: string; content: string; sections: Section[] };
  /** What its sections show beyond their fields (loadSectionData): without it, no latest posts. */
  data?: SectionData | undefined;
}

const NO_DATA: SectionData = { posts: [], people: [] };

/**
 * A page: its hero band (its first section when that is a hero, otherwise its title in the inner
 * pages' band), then its `content` (the spec's HTML) as a rich-text section when there is any, then
 * the rest of its sections.
 */
export function PageBody({ page, data = NO_DATA }: PageBodyProps) {
  const profile = useCompanyProfile();
  const { outcome } = useRouteContext({ from: "__root__" });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [first, ...rest] = page.sections;
  const hero = first?.type === "hero" ? first : null;
  const content: Section[] = page.content.trim() ? [{ type: "richText", html: page.content }] : [];
  const sections = hero ? [hero, ...content, ...rest] : [...content, ...page.sections];
  return (
    <SectionEnvironmentProvider value={{ ...data, path, outcome, profile, inquiryForm: { shown: false } }}>
      {hero ? null : <PageHero title={page.title} />}
      <Sections sections={sections} />
    </SectionEnvironmentProvider>
  );
}
