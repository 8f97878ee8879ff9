import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// How staff must sign in (issue 29): one row, changed by an admin. With `requireTwoFactor` on, an
// account without a second factor can do nothing but enrol one.
export const staffSecurity = pgTable(
  "staff_security",
  {
    id: integer("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("staff_security_single_row", sql`${t.id} = 1`)],
);
