import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RevisedEntity } from "./revisions";
import { users } from "./users";

// The working copy of a page or post: what the editor autosaves, beside the live row and apart from
// it, so visitors, caches and the content version never see an autosave. A save that goes live
// deletes it.
export const workingCopies = pgTable(
  "working_copies",
  {
    entityType: text("entity_type").$type<RevisedEntity>().notNull(),
    entityId: uuid("entity_id").notNull(),
    /** The same body as the item's PUT, as its schema parsed it. */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    savedBy: uuid("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId] })],
);

export type WorkingCopy = typeof workingCopies.$inferSelect;
