import type { BlogCategory, InquiryService, InquiryStatus, PageType, SectionInput } from "@staffing/shared";
import type { SeoSettingsFields } from "../../schema";

export interface SeedBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Article HTML without the title (the page renders it as the h1). */
  content: string;
  category: BlogCategory;
  tags: string[];
  /** Served by our server from seed/media. */
  featuredImage: string;
  isPublished: boolean;
  /** ISO date; null for drafts. */
  publishedAt: string | null;
}

export interface SeedPage {
  title: string;
  slug: string;
  /** The spec's HTML: shown after the page's hero, before its other sections. */
  content: string;
  /** The page's sections (the marketing template: a hero band first, a call to action last). */
  sections: SectionInput[];
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
}

export interface SeedSeoSetting {
  pageType: PageType;
  settings: SeoSettingsFields;
}

export interface SeedInquiry {
  name: string;
  email: string;
  company: string;
  service: InquiryService | "";
  message: string;
  status: InquiryStatus;
  daysAgo: number;
}
