import type { AuthenticatedUser } from "@staffing/auth";
import { blogPosts, type Database, pages, type Redirect, redirects } from "@staffing/db";
import {
  can,
  isOffSiteTarget,
  REDIRECT_MESSAGES,
  ROLE_LABELS,
  type redirectInput,
  redirectTarget,
  redirectTargetPath,
  rolesWith,
} from "@staffing/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordChange } from "./audit-log";
import { DomainError, notFound, withConflictMessage } from "./errors";
import { newestFirst } from "./ordering";

type RedirectValues = z.output<typeof redirectInput>;

const FROM_TAKEN = "A redirect from this address already exists.";
// Longer chains than this are a mistake in the data: the loop check and the served table stop there
// rather than follow them for ever.
const MAX_HOPS = 20;

export function listRedirects(db: Database): Promise<Redirect[]> {
  return db.select().from(redirects).orderBy(newestFirst(redirects.updatedAt), newestFirst(redirects.id));
}

/**
 * Refuses a redirect that would send a visitor round in a circle: following its target through the
 * other redirects (matched as requests are: decoded, without the query) must never come back to
 * its own address.
 */
async function refuseLoop(tx: Database, candidate: RedirectValues, replacing?: string): Promise<void> {
  const others = await tx
    .select({ fromPath: redirects.fromPath, toUrl: redirects.toUrl })
    .from(redirects)
    .where(replacing ? ne(redirects.id, replacing) : undefined);
  const next = new Map(others.map((rule) => [rule.fromPath, rule.toUrl]));
  const trail = [candidate.fromPath, candidate.toUrl];
  let path = redirectTargetPath(candidate.toUrl);
  for (let hop = 0; path !== null && hop < MAX_HOPS; hop++) {
    if (path === candidate.fromPath) {
      throw new DomainError("conflict", `This redirect would make a loop: ${trail.join(" → ")}.`);
    }
    const target = next.get(path);
    if (target === undefined) break;
    trail.push(target);
    path = redirectTargetPath(target);
  }
}

/** A redirect to another host sends the site's visitors away: only a role trusted with that. */
function refuseOffSite(values: RedirectValues, actor: AuthenticatedUser): void {
  if (!isOffSiteTarget(values.toUrl) || can(actor.role, "redirects:offsite")) return;
  const roles = rolesWith("redirects:offsite").map((role) => ROLE_LABELS[role]);
  throw new DomainError("forbidden", REDIRECT_MESSAGES.offSite(roles.join(" or ")));
}

const POST_PATH = /^\/blog\/([^/]+)$/;

/**
 * A redirect over a published page or post hides it from every visitor: only a role that may edit
 * pages and posts (and so could unpublish it) may do that (issue 31: an SEO manager could hide any page).
 */
async function refuseOverPublished(tx: Database, values: RedirectValues, actor: AuthenticatedUser) {
  if (can(actor.role, "content:write")) return;
  const path = values.fromPath.toLowerCase();
  const postSlug = path.match(POST_PATH)?.[1];
  const [published] = postSlug
    ? await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, postSlug), eq(blogPosts.isPublished, true)))
    : await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.slug, path.slice(1)), eq(pages.isPublished, true)));
  if (!published) return;
  const roles = rolesWith("content:write").map((role) => ROLE_LABELS[role]);
  throw new DomainError("forbidden", REDIRECT_MESSAGES.overPublished(roles.join(" or ")));
}

export function createRedirect(
  db: Database,
  values: RedirectValues,
  actor: AuthenticatedUser,
): Promise<Redirect> {
  refuseOffSite(values, actor);
  return withConflictMessage(FROM_TAKEN, () =>
    db.transaction(async (tx) => {
      await lockRedirects(tx);
      await refuseOverPublished(tx, values, actor);
      await refuseLoop(tx, values);
      const [row] = await tx.insert(redirects).values(values).returning();
      if (!row) throw new Error("The redirect was not stored.");
      await recordChange(tx, actor, {
        action: "create",
        entityType: "redirect",
        entityId: row.id,
        after: row,
      });
      return row;
    }),
  );
}

export function updateRedirect(
  db: Database,
  id: string,
  values: RedirectValues,
  actor: AuthenticatedUser,
): Promise<Redirect> {
  refuseOffSite(values, actor);
  return withConflictMessage(FROM_TAKEN, () =>
    db.transaction(async (tx) => {
      await lockRedirects(tx);
      const [before] = await tx.select().from(redirects).where(eq(redirects.id, id));
      if (!before) throw notFound("Redirect");
      await refuseOverPublished(tx, values, actor);
      await refuseLoop(tx, values, id);
      // Edited by hand, it is no longer the automatic one a rename made.
      const [row] = await tx
        .update(redirects)
        .set({ ...values, automatic: false })
        .where(eq(redirects.id, id))
        .returning();
      if (!row) throw notFound("Redirect");
      await recordChange(tx, actor, {
        action: "update",
        entityType: "redirect",
        entityId: id,
        before,
        after: row,
      });
      return row;
    }),
  );
}

export function deleteRedirect(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!before) throw notFound("Redirect");
    await recordChange(tx, actor, { action: "delete", entityType: "redirect", entityId: id, before });
  });
}

// Any constant: two changes checking for loops at once would each miss the other's new rule.
const REDIRECTS_LOCK_ID = 7_310_452_013;
const lockRedirects = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(${REDIRECTS_LOCK_ID})`);

/**
 * A published page or post moved from `oldPath` to `newPath` (inside the transaction that moved it):
 * the old address answers 301 to the new one. Redirects that pointed at the old address now point
 * at the new one, so a chain of renames stays one hop; a redirect from the new address goes, since
 * the page lives there now (renaming back and forth never makes a loop).
 */
export async function redirectRenamed(
  tx: Database,
  oldPath: string,
  newPath: string,
  actor: AuthenticatedUser,
): Promise<void> {
  await lockRedirects(tx);
  const dropped = await tx.delete(redirects).where(eq(redirects.fromPath, newPath)).returning();
  for (const before of dropped) {
    await recordChange(tx, actor, { action: "delete", entityType: "redirect", entityId: before.id, before });
  }
  const repointed = await tx
    .update(redirects)
    .set({ toUrl: newPath })
    .where(and(eq(redirects.toUrl, oldPath), ne(redirects.fromPath, oldPath)))
    .returning();
  for (const after of repointed) {
    await recordChange(tx, actor, { action: "update", entityType: "redirect", entityId: after.id, after });
  }
  const [rule] = await tx
    .insert(redirects)
    .values({ fromPath: oldPath, toUrl: newPath, statusCode: 301, automatic: true })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toUrl: newPath, statusCode: 301, automatic: true },
    })
    .returning();
  if (rule) {
    await recordChange(tx, actor, {
      action: "create",
      entityType: "redirect",
      entityId: rule.id,
      after: rule,
    });
  }
}

/** Where one old address sends, its chain already followed to the end. */
export interface RedirectHop {
  id: string;
  location: string;
  statusCode: number;
}

/**
 * Each old address with the final place its chain leads to (so a visitor makes one hop), and the
 * status of its first rule. A chain that comes back on itself (made outside the API) is dropped, and
 * so is a rule stored before today's checks whose target no Location header could carry (a control
 * character); one with non-ASCII characters is sent encoded.
 */
export function compileRedirects(rules: readonly RedirectRule[]): Map<string, RedirectHop> {
  const byPath = new Map(rules.map((rule) => [rule.fromPath, rule]));
  const table = new Map<string, RedirectHop>();
  for (const rule of rules) {
    let location = redirectTarget(rule.toUrl);
    const seen = new Set([rule.fromPath]);
    for (let hop = 0; location !== null && hop < MAX_HOPS; hop++) {
      // A target with a query or a fragment is where the visitor goes, as written.
      const path = /[?#]/.test(location) ? null : redirectTargetPath(location);
      const next = path === null ? undefined : byPath.get(path);
      if (path === null || !next) break;
      if (seen.has(path)) {
        location = null;
        break;
      }
      seen.add(path);
      location = redirectTarget(next.toUrl);
    }
    if (location) table.set(rule.fromPath, { id: rule.id, location, statusCode: rule.statusCode });
  }
  return table;
}

/** What every instance keeps in memory: each old address and where it sends. */
export function loadRedirectRules(db: Database) {
  return db
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      toUrl: redirects.toUrl,
      statusCode: redirects.statusCode,
    })
    .from(redirects);
}
export type RedirectRule = Awaited<ReturnType<typeof loadRedirectRules>>[number];

/**
 * Adds hits counted in memory. Hit counts move neither updated_at nor the change announcement
 * (the triggers watch the other columns), so counting costs the instances nothing.
 */
export async function addRedirectHits(db: Database, hits: ReadonlyMap<string, number>): Promise<void> {
  for (const [id, count] of hits) {
    await db
      .update(redirects)
      .set({ hits: sql`${redirects.hits} + ${count}`, lastHitAt: sql`now()` })
      .where(eq(redirects.id, id));
  }
}
