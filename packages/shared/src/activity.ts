import { APPLICATION_STAGES, type ApplicationStage } from "./applications";
import {
  type AuditedEntity,
  INQUIRY_STATUSES,
  type InquiryStatus,
  USER_ROLES,
  type UserRole,
} from "./constants";
import type { Capability } from "./roles";
import { ADMIN_ACTIVITY as T } from "./texts/activity";
import { APPLICATION_PIPELINE } from "./texts/application-pipeline";

/** One audit log entry as the activity feed tells it: names already found, never ids. */
export interface ActivityEntry {
  action: "create" | "update" | "delete";
  kind: AuditedEntity;
  at: Date;
  /** Who made the change, by their name (their e-mail when they have none); null: their account is gone. */
  actorName: string | null;
  actorId: string | null;
  /** The changed record's id (a user's for their account): whether one changed one's own. */
  entityId: string;
  /** Whether the one reading the feed made it: then it says 'You'. */
  byReader: boolean;
  /** The record by what readers call it (a title, a name, an address). */
  recordName: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Staff members the entry's fields point at (an assignee, a factor's owner), by name. */
  names: Record<string, string>;
  /** The reader's own id: an inquiry assigned to them is assigned 'to you'. */
  readerId: string;
}

/** Which kinds of change a role sees in the feed: those of records it may read (DESIGN's role table). */
export const ACTIVITY_KIND_CAPABILITIES: Record<AuditedEntity, Capability> = {
  page: "content:read",
  blog_post: "content:read",
  inquiry: "inquiries:manage",
  seo_setting: "seo:read",
  user: "users:manage",
  mfa_factor: "users:manage",
  newsletter_subscriber: "subscribers:manage",
  media: "media:manage",
  redirect: "redirects:manage",
  company_profile: "site:write",
  webhook: "webhooks:manage",
  staff_security: "users:manage",
  // The menus are public: every role may read them.
  navigation: "content:read",
  // People are public (bylines, the team): every role may read them.
  person: "content:read",
  job: "jobs:manage",
  application: "applications:manage",
  candidate: "applications:manage",
};

const has = (record: Record<string, unknown> | null, field: string) =>
  record !== null && Object.hasOwn(record, field);
const isStatus = (value: unknown): value is InquiryStatus =>
  typeof value === "string" && (INQUIRY_STATUSES as readonly string[]).includes(value);
const isStage = (value: unknown): value is ApplicationStage =>
  typeof value === "string" && (APPLICATION_STAGES as readonly string[]).includes(value);
const isRole = (value: unknown): value is UserRole =>
  typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);

/** The entry as a sentence: 'Maria assigned Priya Raman's inquiry to you', 'You published the page About us'. */
export function activitySentence(entry: ActivityEntry): string {
  const who = entry.byReader ? T.you : (entry.actorName ?? T.formerStaff);
  const { action, kind, recordName: name, before, after } = entry;
  const nameOf = (id: unknown) => (typeof id === "string" && entry.names[id]) || T.aFormerStaffMember;

  switch (kind) {
    case "page":
    case "blog_post": {
      const noun = T.nouns[kind];
      if (action === "create") return T.content.created(who, noun, name);
      if (action === "delete") return T.content.deleted(who, noun, name);
      const wasPublished = before?.isPublished === true;
      const isPublished = after?.isPublished === true;
      if (isPublished && !wasPublished) {
        const publishedAt =
          typeof after?.publishedAt === "string" ? Date.parse(after.publishedAt) : Number.NaN;
        return publishedAt > entry.at.getTime()
          ? T.content.scheduled(who, noun, name)
          : T.content.published(who, noun, name);
      }
      if (wasPublished && has(after, "isPublished") && !isPublished)
        return T.content.unpublished(who, noun, name);
      return T.content.edited(who, noun, name);
    }
    case "inquiry": {
      if (action === "delete") return T.inquiry.deleted(who, name);
      if (has(after, "note")) return T.inquiry.note(who, name);
      if (has(after, "reply")) return T.inquiry.reply(who, name);
      if (has(after, "assigneeId")) {
        const assignee = after?.assigneeId;
        if (assignee === null || assignee === undefined) return T.inquiry.unassigned(who, name);
        const to = assignee === entry.readerId ? (entry.byReader ? T.yourself : T.toYou) : nameOf(assignee);
        return T.inquiry.assigned(who, name, to);
      }
      if (isStatus(after?.status)) return T.inquiry.status(who, name, after.status);
      return T.inquiry.changed(who, name);
    }
    case "user": {
      if (action === "create")
        return isRole(after?.role)
          ? T.user.added(who, name, after.role)
          : T.other.created(who, T.nouns.user, name);
      if (action === "delete") return T.user.removed(who, name);
      if (isRole(after?.role) && before?.role !== after.role) return T.user.role(who, name, after.role);
      if (has(after, "disabledAt") && (after?.disabledAt ?? null) !== (before?.disabledAt ?? null))
        return after?.disabledAt ? T.user.disabled(who, name) : T.user.enabled(who, name);
      if (entry.entityId === entry.actorId && before?.username !== after?.username)
        return entry.byReader ? T.user.renamedYours(name) : T.user.renamed(who, name);
      return T.user.changed(who, name);
    }
    case "mfa_factor": {
      const owner = (after ?? before)?.userId;
      if (action === "create") return T.secondFactor.added(who);
      if (owner === undefined || owner === entry.actorId) return T.secondFactor.removedOwn(who);
      return T.secondFactor.removed(who, nameOf(owner));
    }
    case "job": {
      if (action === "create") return T.job.created(who, name);
      if (action === "delete") return T.job.deleted(who, name);
      const status = after?.status;
      if (typeof status !== "string" || status === before?.status) return T.job.edited(who, name);
      if (status === "open") {
        const opensAt = typeof after?.publishedAt === "string" ? Date.parse(after.publishedAt) : Number.NaN;
        return opensAt > entry.at.getTime() ? T.job.scheduled(who, name) : T.job.opened(who, name);
      }
      if (status === "closed") return T.job.closed(who, name);
      if (status === "filled") return T.job.filled(who, name);
      return T.job.drafted(who, name);
    }
    case "application": {
      // Its entries hold what changed, never the candidate's words or address (an erasure leaves none).
      const A = APPLICATION_PIPELINE.activity;
      if (has(after, "note")) return A.note(who, name);
      if (has(after, "reply")) return A.reply(who, name);
      if (has(after, "assigneeId")) {
        const assignee = after?.assigneeId;
        if (assignee === null || assignee === undefined) return A.unassigned(who, name);
        const to = assignee === entry.readerId ? (entry.byReader ? T.yourself : T.toYou) : nameOf(assignee);
        return A.assigned(who, name, to);
      }
      if (isStage(after?.stage)) return A.stage(who, name, after.stage);
      return A.changed(who, name);
    }
    case "candidate":
      return APPLICATION_PIPELINE.activity.erased(
        who,
        typeof after?.applications === "number" ? after.applications : 0,
      );
    case "staff_security":
      return after?.requireTwoFactor === true ? T.security.required(who) : T.security.notRequired(who);
    case "company_profile":
      return T.companyProfile(who);
    case "navigation":
      return T.navigation(who);
    default: {
      const noun = T.nouns[kind];
      if (action === "create") return T.other.created(who, noun, name);
      if (action === "delete") return T.other.deleted(who, noun, name);
      return T.other.updated(who, noun, name);
    }
  }
}
