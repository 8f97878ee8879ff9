import type { CompanyProfile, Navigation } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// The company profile (packages/shared/src/schemas/company-profile.ts): one row, as its schema
// parsed it, with the site's navigation (packages/shared/src/schemas/navigation.ts) beside it: both
// are drawn on every page, so they share the row's triggers. A change moves the content version, so
// every cached page is stale at once, and purges the edge's `profile` and `navigation` keys.
export const companyProfile = pgTable(
  "company_profile",
  {
    id: integer("id").primaryKey().default(1),
    profile: jsonb("profile").$type<CompanyProfile>().notNull(),
    /** Null until staff save it: the seeded navigation stands in. */
    navigation: jsonb("navigation").$type<Navigation>(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("company_profile_single_row", sql`${t.id} = 1`)],
);
