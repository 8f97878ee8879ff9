import type { AuditChange, AuditRecorder } from "@staffing/auth";
import {
  type AuditedEntity,
  type AuditLogEntry,
  applications,
  auditLog,
  authMfaFactors,
  blogPosts,
  type Database,
  inquiries,
  jobs,
  mediaItems,
  newsletterSubscribers,
  pages,
  people,
  redirects,
  seoSettings,
  users,
  webhooks,
} from "@staffing/db";
import {
  ADMIN_AUDIT_LOG,
  APPLICATION_PIPELINE,
  APPLICATION_STAGES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  PAGE_TYPE_LABELS,
  type PageType,
} from "@staffing/shared";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import { newestFirst } from "./ordering";

export type Change = AuditChange;

// Dates and other values stored as they serialise to JSON.
const snapshot = (record: object | null | undefined) =>
  record ? (JSON.parse(JSON.stringify(record)) as Record<string, unknown>) : null;

/** Writes the audit row in the caller's transaction, so a change and its record stand or fall together. */
export const recordChange: AuditRecorder = async (tx, actor, change) => {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
};

/** An entry with what a reader calls its record, and the names of the people its fields point at. */
export type NamedAuditEntry = AuditLogEntry & {
  /** The record's title, name, address or page type: never its id. */
  recordName: string;
  /** Staff members' ids in `before` and `after` (an author, a factor's owner), by their username. */
  names: Record<string, string>;
  /** Who did it, by username (the e-mail recorded with it once the account is gone). */
  actorName: string;
  /** What was done, in words: "Added a note", not "Created" (ADMIN_AUDIT_LOG.actions otherwise). */
  actionLabel: string;
};

/**
 * What an entry did, in words. An inquiry's note, reply, assignment and status change are each an
 * entry on the inquiry: told by what they hold, they never read as "Created Inquiry".
 */
function actionLabel(entry: AuditLogEntry, names: Record<string, string>): string {
  const after = entry.after ?? {};
  const T = ADMIN_AUDIT_LOG.inquiryActions;
  if (entry.entityType === "inquiry" && entry.action !== "delete") {
    if ("note" in after) return T.note;
    if ("reply" in after) return T.reply;
    if ("assigneeId" in after) {
      const to = text(after.assigneeId);
      return to ? T.assigned(names[to] ?? ADMIN_AUDIT_LOG.formerStaff) : T.unassigned;
    }
    const status = INQUIRY_STATUSES.find((value) => value === after.status);
    if (entry.action === "update" && status) return T.status(INQUIRY_STATUS_LABELS[status]);
  }
  if (entry.entityType === "application") {
    const A = APPLICATION_PIPELINE.actions;
    if ("note" in after) return A.note;
    if ("reply" in after) return A.reply;
    if ("assigneeId" in after) {
      const to = text(after.assigneeId);
      return to ? A.assigned(names[to] ?? ADMIN_AUDIT_LOG.formerStaff) : A.unassigned;
    }
    const stage = APPLICATION_STAGES.find((value) => value === after.stage);
    if (stage) return A.stage(stage);
  }
  if (entry.entityType === "candidate" && typeof after.applications === "number")
    return APPLICATION_PIPELINE.actions.erased(after.applications);
  return ADMIN_AUDIT_LOG.actions[entry.action];
}

/** Newest first; `before` (an entry id) pages back through older entries. Each entry is named. */
export async function listAuditLog(
  db: Database,
  query: {
    entityType?: AuditedEntity | undefined;
    entityId?: string | undefined;
    actorId?: string | undefined;
    limit: number;
    before?: number | undefined;
  },
): Promise<NamedAuditEntry[]> {
  let olderThan: AuditLogEntry | undefined;
  if (query.before !== undefined)
    [olderThan] = await db.select().from(auditLog).where(eq(auditLog.id, query.before));
  const entries = await db
    .select()
    .from(auditLog)
    .where(
      and(
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        olderThan
          ? or(
              lt(auditLog.createdAt, olderThan.createdAt),
              and(eq(auditLog.createdAt, olderThan.createdAt), lt(auditLog.id, olderThan.id)),
            )
          : undefined,
      ),
    )
    .orderBy(newestFirst(auditLog.createdAt), newestFirst(auditLog.id))
    .limit(query.limit);
  return nameAuditEntries(db, entries);
}

type Snapshot = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a reader calls a record of this kind, from what a snapshot of it holds; undefined when the
 * snapshot holds none of it (an update that wrote only the field it changed).
 */
function nameFrom(type: AuditedEntity, record: Snapshot, names: Record<string, string>): string | undefined {
  switch (type) {
    case "page":
    case "blog_post":
    case "job":
      return text(record.title);
    case "inquiry":
      return text(record.name) ?? text(record.email);
    case "seo_setting": {
      const pageType = text(record.pageType);
      return pageType && pageType in PAGE_TYPE_LABELS ? PAGE_TYPE_LABELS[pageType as PageType] : pageType;
    }
    case "user":
      return text(record.username) ?? text(record.email);
    case "mfa_factor": {
      if (!("factorType" in record) && !("userId" in record)) return undefined;
      const factor = text(record.friendlyName) ?? ADMIN_AUDIT_LOG.authenticatorApp;
      const owner = text(record.userId);
      return owner && names[owner] ? ADMIN_AUDIT_LOG.factorOf(factor, names[owner]) : factor;
    }
    case "newsletter_subscriber":
      return text(record.email);
    case "media":
      return text(record.alt) ?? text(record.fileName);
    case "redirect": {
      const fromPath = text(record.fromPath);
      const toUrl = text(record.toUrl);
      return fromPath && toUrl ? ADMIN_AUDIT_LOG.redirect(fromPath, toUrl) : fromPath;
    }
    case "webhook":
      return text(record.description) ?? text(record.url);
    case "navigation":
      return ADMIN_AUDIT_LOG.navigationRecord;
    case "candidate":
      return APPLICATION_PIPELINE.candidateRecord;
    case "application":
      // Its entries never hold the candidate's name: it is read from the application while it is there.
      return text(record.name);
    default:
      return text(record.name) ?? text(record.title);
  }
}

/** The records as they are now, by kind and id, in a few queries (one per kind present). */
async function currentRecords(db: Database, wanted: Map<AuditedEntity, Set<string>>) {
  const found = new Map<string, Snapshot>();
  const ids = (type: AuditedEntity) => [...(wanted.get(type) ?? [])].filter((id) => UUID.test(id));
  const keep = (type: AuditedEntity, rows: ({ id: string } & Snapshot)[]) => {
    for (const row of rows) found.set(`${type} ${row.id}`, row);
  };
  type Lookup = (list: string[]) => Promise<({ id: string } & Snapshot)[]>;
  const lookups: Partial<Record<AuditedEntity, Lookup>> = {
    page: (list) =>
      db.select({ id: pages.id, title: pages.title }).from(pages).where(inArray(pages.id, list)),
    blog_post: (list) =>
      db
        .select({ id: blogPosts.id, title: blogPosts.title })
        .from(blogPosts)
        .where(inArray(blogPosts.id, list)),
    inquiry: (list) =>
      db
        .select({ id: inquiries.id, name: inquiries.name })
        .from(inquiries)
        .where(inArray(inquiries.id, list)),
    seo_setting: (list) =>
      db
        .select({ id: seoSettings.id, pageType: seoSettings.pageType })
        .from(seoSettings)
        .where(inArray(seoSettings.id, list)),
    user: (list) =>
      db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, list)),
    mfa_factor: (list) =>
      db
        .select({
          id: authMfaFactors.id,
          friendlyName: authMfaFactors.friendlyName,
          factorType: authMfaFactors.factorType,
          userId: authMfaFactors.userId,
        })
        .from(authMfaFactors)
        .where(inArray(authMfaFactors.id, list)),
    newsletter_subscriber: (list) =>
      db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.id, list)),
    media: (list) =>
      db
        .select({ id: mediaItems.id, alt: mediaItems.alt, fileName: mediaItems.fileName })
        .from(mediaItems)
        .where(inArray(mediaItems.id, list)),
    redirect: (list) =>
      db
        .select({ id: redirects.id, fromPath: redirects.fromPath, toUrl: redirects.toUrl })
        .from(redirects)
        .where(inArray(redirects.id, list)),
    person: (list) =>
      db.select({ id: people.id, name: people.name }).from(people).where(inArray(people.id, list)),
    job: (list) => db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, list)),
    application: (list) =>
      db
        .select({ id: applications.id, name: applications.name })
        .from(applications)
        .where(inArray(applications.id, list)),
    webhook: (list) =>
      db
        .select({ id: webhooks.id, url: webhooks.url, description: webhooks.description })
        .from(webhooks)
        .where(inArray(webhooks.id, list)),
  };
  await Promise.all(
    [...wanted.keys()].map(async (type) => {
      const lookup = lookups[type];
      const list = ids(type);
      if (lookup && list.length > 0) keep(type, await lookup(list));
    }),
  );
  return found;
}

/**
 * Names every entry's record (audit log: 'Second factor: Authenticator app of jane', never its id):
 * from the entry's own snapshot, else from the record as it is now, else from another entry that
 * holds its name (the record is gone); and names the staff members its fields point at.
 */
export async function nameAuditEntries(db: Database, entries: AuditLogEntry[]): Promise<NamedAuditEntry[]> {
  const merged = (entry: AuditLogEntry): Snapshot => ({ ...entry.before, ...entry.after });

  // Who made each change, and the staff members an entry points at (an author, a factor's owner), by username.
  const userIds = new Set<string>();
  for (const entry of entries) {
    if (entry.actorId) userIds.add(entry.actorId);
    for (const value of Object.values({ ...entry.before, ...entry.after })) {
      if (typeof value === "string" && UUID.test(value)) userIds.add(value);
    }
  }
  const names: Record<string, string> = {};
  if (userIds.size > 0) {
    const people = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    for (const person of people) names[person.id] = person.username;
  }

  const recordNames = new Map<AuditLogEntry, string>();
  const unnamed = new Map<AuditedEntity, Set<string>>();
  for (const entry of entries) {
    const name = nameFrom(entry.entityType, merged(entry), names);
    if (name) recordNames.set(entry, name);
    else unnamed.set(entry.entityType, (unnamed.get(entry.entityType) ?? new Set()).add(entry.entityId));
  }

  if (unnamed.size > 0) {
    const current = await currentRecords(db, unnamed);
    // A factor's owner, found only now.
    const owners = [...current.values()].map((record) => text(record.userId)).filter(Boolean) as string[];
    const missing = owners.filter((id) => !names[id]);
    if (missing.length > 0) {
      for (const person of await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, missing)))
        names[person.id] = person.username;
    }
    // Records gone since: another entry of theirs (its creation, its deletion) holds their name.
    const gone = [...unnamed].flatMap(([type, ids]) =>
      [...ids].filter((id) => !current.has(`${type} ${id}`)).map((id) => ({ type, id })),
    );
    const history =
      gone.length > 0
        ? await db
            .select()
            .from(auditLog)
            .where(
              inArray(
                auditLog.entityId,
                gone.map((record) => record.id),
              ),
            )
            .orderBy(newestFirst(auditLog.createdAt))
        : [];
    for (const entry of entries) {
      if (recordNames.has(entry)) continue;
      const now = current.get(`${entry.entityType} ${entry.entityId}`);
      const name =
        (now && nameFrom(entry.entityType, now, names)) ??
        history
          .filter((other) => other.entityType === entry.entityType && other.entityId === entry.entityId)
          .map((other) => nameFrom(entry.entityType, merged(other), names))
          .find(Boolean);
      recordNames.set(entry, name ?? ADMIN_AUDIT_LOG.removedRecord);
    }
  }

  return entries.map((entry) => ({
    ...entry,
    recordName: recordNames.get(entry) ?? ADMIN_AUDIT_LOG.removedRecord,
    names: pick(names, entry),
    // The log keeps the e-mail as text: someone whose account is gone is still named by it.
    actorName: (entry.actorId && names[entry.actorId]?.trim()) || entry.actorEmail,
    actionLabel: actionLabel(entry, names),
  }));
}

/** The names of the ids this entry holds, only. */
function pick(names: Record<string, string>, entry: AuditLogEntry): Record<string, string> {
  const own: Record<string, string> = {};
  for (const value of Object.values({ ...entry.before, ...entry.after })) {
    if (typeof value === "string" && names[value]) own[value] = names[value];
  }
  return own;
}
