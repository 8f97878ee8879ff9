import type { CompanyProfile } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// The company profile (packages/shared/src/schemas/company-profile.ts): one row, as its schema
// parsed it. A change moves the content version (trigger), so every cached page is stale at once.
export const companyProfile = pgTable(
  "company_profile",
  {
    id: integer("id").primaryKey().default(1),
    profile: jsonb("profile").$type<CompanyProfile>().notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("company_profile_single_row", sql`${t.id} = 1`)],
);
