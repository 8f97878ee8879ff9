import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type RevisedEntity, users, workingCopies } from "@staffing/db";
import { EDIT_CONFLICT_MESSAGES } from "@staffing/shared";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "./errors";
import { sanitizeArticleHtml } from "./html";

// The working copy of a page or post: what the editor autosaves while someone types, valid or not
// (an empty title, a half-built section). It lives in its own table, apart from the live row, so no
// autosave reaches visitors, the sitemap, the feed, the public reads or the content version (no page
// is rendered again for a keystroke), and none is a revision or an audit entry. The save that goes
// live checks every field and empties it (clearWorkingCopy).
//
// The row outlives its fields: it keeps the item's edit version and who changed the item last, so a
// save based on an older version than the stored one is refused (409 naming who and when), never
// written over a colleague's change.

const of = (entityType: RevisedEntity, entityId: string) =>
  and(eq(workingCopies.entityType, entityType), eq(workingCopies.entityId, entityId));

const WHAT: Record<RevisedEntity, "page" | "post" | "job"> = { page: "page", blog_post: "post", job: "job" };

/** A save based on an older version than the stored one: who changed the item since, and when. */
export class StaleEdit extends DomainError {
  constructor(
    what: "page" | "post" | "job",
    readonly changedBy: string | null,
    readonly changedAt: Date,
  ) {
    super("conflict", EDIT_CONFLICT_MESSAGES.changedSince(changedBy, what, changedAt.toISOString()));
  }
}

/** The item's edit version (0 before its first change here) and who made it, and when. */
async function editState(tx: Database, entityType: RevisedEntity, entityId: string) {
  const [row] = await tx
    .select({ version: workingCopies.version, savedAt: workingCopies.savedAt, savedBy: users.username })
    .from(workingCopies)
    .leftJoin(users, eq(users.id, workingCopies.savedBy))
    .where(of(entityType, entityId));
  return row ?? null;
}

/**
 * Refuses (409) a save based on `baseVersion` when the item has moved on since. Callers hold the
 * item's row lock (`for update`), so nothing moves between this check and their write.
 */
export async function assertEditVersion(
  tx: Database,
  entityType: RevisedEntity,
  entityId: string,
  baseVersion: number | undefined,
): Promise<void> {
  if (baseVersion === undefined) return;
  const state = await editState(tx, entityType, entityId);
  if ((state?.version ?? 0) === baseVersion || !state) return;
  throw new StaleEdit(WHAT[entityType], state.savedBy, state.savedAt);
}

/** Writes the item's edit row: its fields (null: no working copy), the next version, by whom, now. */
async function writeEdit(
  tx: Database,
  entityType: RevisedEntity,
  entityId: string,
  fields: Record<string, unknown> | null,
  actor: AuthenticatedUser,
): Promise<{ savedAt: Date; version: number }> {
  const saved = { fields, savedBy: actor.id, savedAt: sql`now()` };
  const [row] = await tx
    .insert(workingCopies)
    .values({ entityType, entityId, ...saved })
    .onConflictDoUpdate({
      target: [workingCopies.entityType, workingCopies.entityId],
      set: { ...saved, version: sql`${workingCopies.version} + 1` },
    })
    .returning({ savedAt: workingCopies.savedAt, version: workingCopies.version });
  if (!row) throw new Error("The working copy was not stored.");
  return row;
}

/** Every rich text's HTML (`{ type: "richText", html }`, wherever it sits) with an article's markup only. */
export function sanitizeDraftSections<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sanitizeDraftSections) as T;
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, child]) => [key, sanitizeDraftSections(child)]);
  const record = Object.fromEntries(entries) as Record<string, unknown>;
  if (record.type === "richText" && typeof record.html === "string")
    record.html = sanitizeArticleHtml(record.html);
  return record as T;
}

/**
 * Keeps `fields` (the form's fields as the draft schema parsed them, valid or not) as the item's
 * working copy; refused (409) when based on an older version than the stored one.
 */
export async function saveWorkingCopy(
  tx: Database,
  entityType: RevisedEntity,
  entityId: string,
  fields: Record<string, unknown>,
  actor: AuthenticatedUser,
  baseVersion: number | undefined,
): Promise<{ savedAt: Date; version: number }> {
  await assertEditVersion(tx, entityType, entityId, baseVersion);
  return writeEdit(tx, entityType, entityId, fields, actor);
}

/** The item's working copy, raw, with when it was saved and the item's edit version. */
export async function findWorkingCopy(
  db: Database,
  entityType: RevisedEntity,
  entityId: string,
): Promise<{ fields: Record<string, unknown> | null; savedAt: Date; version: number } | null> {
  const [row] = await db
    .select({ fields: workingCopies.fields, savedAt: workingCopies.savedAt, version: workingCopies.version })
    .from(workingCopies)
    .where(of(entityType, entityId));
  return row ?? null;
}

/**
 * Empties the item's working copy after a save that goes live or a discard, and moves its version
 * on (a colleague's editor still on the older one is then refused, not written over).
 */
export async function clearWorkingCopy(
  tx: Database,
  entityType: RevisedEntity,
  entityId: string,
  actor: AuthenticatedUser,
): Promise<number> {
  return (await writeEdit(tx, entityType, entityId, null, actor)).version;
}

/** Forgets the item's working copy and version: the item is deleted. */
export async function deleteWorkingCopy(tx: Database, entityType: RevisedEntity, entityId: string) {
  await tx.delete(workingCopies).where(of(entityType, entityId));
}
