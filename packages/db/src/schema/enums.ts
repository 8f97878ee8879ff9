import {
  APPLICATION_STAGES,
  BLOG_CATEGORIES,
  INQUIRY_STATUSES,
  JOB_STATUSES,
  NEWSLETTER_STATUSES,
  PAGE_TYPES,
  REMOTE_MODES,
  USER_ROLES,
} from "@staffing/shared";
import { pgEnum } from "drizzle-orm/pg-core";

export const userRole = pgEnum("user_role", USER_ROLES);
export const inquiryStatus = pgEnum("inquiry_status", INQUIRY_STATUSES);
export const pageType = pgEnum("page_type", PAGE_TYPES);
export const blogCategory = pgEnum("blog_category", BLOG_CATEGORIES);
export const newsletterStatus = pgEnum("newsletter_status", NEWSLETTER_STATUSES);
export const jobStatus = pgEnum("job_status", JOB_STATUSES);
export const remoteMode = pgEnum("remote_mode", REMOTE_MODES);
export const applicationStage = pgEnum("application_stage", APPLICATION_STAGES);
