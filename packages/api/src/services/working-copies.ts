import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type RevisedEntity, workingCopies } from "@staffing/db";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";

// The working copy of a page or post: what the editor autosaves while someone types. It lives in
// its own table, apart from the live row, so no autosave reaches visitors, the sitemap, the feed,
// the public reads or the content version (no page is rendered again for a keystroke), and none is
// a revision or an audit entry. The save that goes live deletes it (clearWorkingCopy).

const of = (entityType: RevisedEntity, entityId: string) =>
  and(eq(workingCopies.entityType, entityType), eq(workingCopies.entityId, entityId));

/** Keeps `fields` (the item's PUT body as its schema parsed it) as the item's working copy. */
export async function saveWorkingCopy(
  tx: Database,
  entityType: RevisedEntity,
  entityId: string,
  fields: Record<string, unknown>,
  actor: AuthenticatedUser,
): Promise<{ savedAt: Date }> {
  const saved = { fields, savedBy: actor.id, savedAt: sql`now()` };
  const [row] = await tx
    .insert(workingCopies)
    .values({ entityType, entityId, ...saved })
    .onConflictDoUpdate({ target: [workingCopies.entityType, workingCopies.entityId], set: saved })
    .returning({ savedAt: workingCopies.savedAt });
  if (!row) throw new Error("The working copy was not stored.");
  return row;
}

/**
 * The item's working copy as `schema` reads it now, with when it was saved; null when there is none.
 * A copy the schema no longer takes (saved under older rules) counts as none: the next autosave
 * replaces it.
 */
export async function findWorkingCopy<T extends object>(
  db: Database,
  entityType: RevisedEntity,
  entityId: string,
  schema: z.ZodType<T, unknown>,
): Promise<(T & { savedAt: Date }) | null> {
  const [row] = await db
    .select({ fields: workingCopies.fields, savedAt: workingCopies.savedAt })
    .from(workingCopies)
    .where(of(entityType, entityId));
  if (!row) return null;
  const parsed = schema.safeParse(row.fields);
  return parsed.success ? { ...parsed.data, savedAt: row.savedAt } : null;
}

/** Drops the item's working copy, if it has one: a save that goes live, a discard, a delete. */
export async function clearWorkingCopy(tx: Database, entityType: RevisedEntity, entityId: string) {
  await tx.delete(workingCopies).where(of(entityType, entityId));
}
