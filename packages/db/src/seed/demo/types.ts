import type { BlogCategory, InquiryService, InquiryStatus, PageType } from "@staffing/shared";
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
  content: string;
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
