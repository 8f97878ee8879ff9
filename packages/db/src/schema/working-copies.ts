import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RevisedEntity } from "./revisions";
import { users } from "./users";

// The working copy of a page or post: what the editor autosaves, beside the live row and apart from
// it, so visitors, caches and the content version never see an autosave. A save that goes live (or
// a discard) empties it (`fields` null) and the row stays: it keeps the item's edit version and who
// changed the item last and when, so a save based on an older version is refused, never written over.
export const workingCopies = pgTable(
  "working_copies",
  {
    entityType: text("entity_type").$type<RevisedEntity>().notNull(),
    entityId: uuid("entity_id").notNull(),
    /** The form's fields as typed (the draft schema's output); null: no working copy. */
    fields: jsonb("fields").$type<Record<string, unknown>>(),
    /** Moves on with each autosave, save that goes live and discard. */
    version: integer("version").notNull().default(1),
    /** Who changed the item last (an autosave, a save that goes live, a discard), and when. */
    savedBy: uuid("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId] })],
);

export type WorkingCopy = typeof workingCopies.$inferSelect;
