import {
  ABOUT_PAGE,
  CONTACT_PAGE,
  HOME,
  SERVICES_PAGE,
  type Section,
  type SystemPageSlug,
} from "@staffing/shared";

// The four pages of the site's frame as they were before they became content: seeded once, then
// staff edit their sections.
export interface SeedSystemPage {
  slug: SystemPageSlug;
  title: string;
  sections: Section[];
}

export const seedSystemPages: SeedSystemPage[] = [
  { slug: "home", title: "Home", sections: [] },
  { slug: "services", title: SERVICES_PAGE.title, sections: [] },
  { slug: "about", title: ABOUT_PAGE.title, sections: [] },
  { slug: "contact", title: CONTACT_PAGE.title, sections: [] },
];
// HOME is the home page's texts: its sections are built from them.
void HOME;
