import type { Section } from "@staffing/shared";
import { PageArticle } from "./PageArticle";

/** What a page shows, as visitors see it: the one renderer of pages (routes, previews, live preview). */
export interface PageBodyProps {
  page: { title: string; content: string; sections: Section[] };
}

// The sections engineer replaces this body with the section components (apps/web/src/site/sections).
export function PageBody({ page }: PageBodyProps) {
  return <PageArticle title={page.title} content={page.content} />;
}
