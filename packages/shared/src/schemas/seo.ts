import { z } from "zod";
import { PAGE_TYPES, ROBOTS_OPTIONS, TWITTER_CARDS } from "../constants";
import { VALIDATION_MESSAGES } from "../messages";
import { entityId } from "./fields";

const setting = (max: number) => z.string().trim().max(max).optional();

export const seoSettingsFields = z.object({
  title: setting(200),
  description: setting(500),
  keywords: setting(500),
  ogTitle: setting(200),
  ogDescription: setting(500),
  ogImage: setting(2000),
  twitterCard: z.enum(TWITTER_CARDS).optional(),
  canonicalUrl: setting(2000),
  robots: z.enum(ROBOTS_OPTIONS).optional(),
  schema: setting(20_000).refine((text) => {
    if (!text) return true;
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, VALIDATION_MESSAGES.schemaNotJson),
});

export const seoSettingInput = z.object({
  pageType: z.enum(PAGE_TYPES, VALIDATION_MESSAGES.pageTypeRequired),
  settings: seoSettingsFields.default({}),
});
export type SeoSettingInput = z.input<typeof seoSettingInput>;

export const seoSettingUpdate = seoSettingInput.extend({ id: entityId });

export const seoPageTypeInput = z.object({ pageType: z.enum(PAGE_TYPES) });
