import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { users } from "./users";

// The company's people: who writes the blog's posts (a post's author) and who appears in a Team
// section. A person need not have an account (a team member may never sign in to the panel); one
// who has can be linked to it.
export const people = pgTable(
  "people",
  {
    id: id(),
    name: text("name").notNull(),
    /** Their author page: /authors/{slug}. */
    slug: text("slug").notNull().unique("people_slug_unique"),
    jobTitle: text("job_title"),
    /** An image of the media library, by its address. */
    photo: text("photo"),
    bio: text("bio"),
    linkedinUrl: text("linkedin_url"),
    /** Shown by Team sections that show everyone on the team. */
    onTeam: boolean("on_team").notNull().default(true),
    /** Their place on the team: lower first, then by name. */
    position: integer("position").notNull().default(0),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("people_team_idx").on(t.position, t.name).where(sql`${t.onTeam}`)],
);

export type Person = typeof people.$inferSelect;
export type NewPerson = typeof people.$inferInsert;
