import { sql } from "drizzle-orm";
import { jsonb, pgTable } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { pageType } from "./enums";

// SPEC section 3: the optional text fields a configuration holds.
export interface SeoSettingsFields {
  title?: string;
  description?: string;
  keywords?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterCard?: string;
  canonicalUrl?: string;
  robots?: string;
  schema?: string;
}

export const seoSettings = pgTable("seo_settings", {
  id: id(),
  // One configuration per page type.
  pageType: pageType("page_type").notNull().unique("seo_settings_page_type_unique"),
  settings: jsonb("settings").$type<SeoSettingsFields>().notNull().default(sql`'{}'::jsonb`),
  ...timestamps(),
});

export type SeoSetting = typeof seoSettings.$inferSelect;
export type NewSeoSetting = typeof seoSettings.$inferInsert;
