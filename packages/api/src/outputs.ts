import {
  auditLog,
  blogPosts,
  inquiries,
  jobAlertSubscriptions,
  jobs,
  mediaItems,
  newsletterSubscribers,
  pages,
  people,
  redirects,
  seoSettings,
  users,
  webhookDeliveries,
  webhooks,
} from "@staffing/db";
import {
  APPLICATION_OVERDUE_DAYS,
  APPLICATION_STAGES,
  type ApplicationStage,
  AUDITED_ENTITIES,
  DOCUMENT_KIND_NAMES,
  DOCUMENT_PURPOSES,
  DOCUMENT_SCAN_STATUSES,
  type DocumentKind,
  draftSection,
  EMPLOYMENT_TYPES,
  INQUIRY_REPLY_DELIVERY_STATES,
  INQUIRY_SERVICES,
  INQUIRY_STATUSES,
  inquiryAttribution,
  MAIL_BEHIND_WARNING_MINUTES,
  REDIRECT_STATUS_CODES,
  REMOTE_MODES,
  SALARY_UNITS,
  STAFF_STATUSES,
  section,
  seoSettingsFields,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
} from "@staffing/shared";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";

/**
 * What the procedures answer, as zod schemas: each procedure declares its own with `.output(...)`,
 * so an answer is checked (and stripped to these fields) before it leaves, and the REST table and
 * the OpenAPI document name the same schema. Rows come from the drizzle tables the services read.
 */

export const blogPostOutput = createSelectSchema(blogPosts, {
  createdBy: (schema) => schema.meta({ description: "the account that created the post" }),
  authorId: (schema) =>
    schema.meta({
      description: "who wrote it: a person of People (GET /api/admin/people); null for the company",
    }),
});

/** A person of People as staff see them, with how many posts name them as author. */
export const personOutput = createSelectSchema(people).extend({ postCount: z.number().int() });
/** What visitors may know of a person (GET /api/authors): no account, no order, no dates. */
export const publicPersonOutput = createSelectSchema(people).pick({
  id: true,
  name: true,
  slug: true,
  jobTitle: true,
  photo: true,
  bio: true,
  linkedinUrl: true,
});
export const publicAuthorOutput = publicPersonOutput.extend({
  onTeam: z.boolean(),
  postCount: z.number().int().meta({ description: "their published posts" }),
  url: z.string().meta({ description: "their page on the site, /authors/{slug}" }),
});
export const teamMemberOutput = publicPersonOutput.extend({
  onTeam: z.boolean(),
  url: z.string().nullable(),
});
export const deletedPersonOutput = z.object({
  unattributedPosts: z.number().int().meta({ description: "posts that named them, now without an author" }),
});

/** The public blog: no account, no publication flag (SPEC section 7's fields plus the SEO ones), its author. */
export const publicBlogPostOutput = blogPostOutput
  .omit({ createdBy: true, authorId: true, isPublished: true })
  .extend({ author: publicPersonOutput.nullable() });
export const authorPageOutput = z.object({
  author: publicAuthorOutput,
  posts: z.array(publicBlogPostOutput),
  page: z.number().int(),
  pageCount: z.number().int(),
});
/** A job as visitors see it (GET /api/jobs): its facts, no account, no draft state. */
export const publicJobOutput = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  description: z.string().meta({ description: "sanitised HTML" }),
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)),
  service: z.enum(INQUIRY_SERVICES).meta({ description: "one of the inquiry form's service keys" }),
  category: z.string().nullable(),
  location: z
    .object({
      city: z.string(),
      region: z.string().nullable(),
      country: z.string().meta({ description: "ISO 3166-1 alpha-2" }),
      postalCode: z.string().nullable(),
    })
    .nullable()
    .meta({ description: "null for a remote job without a place" }),
  remote: z.enum(REMOTE_MODES),
  remoteCountries: z
    .array(z.string())
    .meta({ description: "where a remote candidate may live (ISO 3166-1 alpha-2); empty: anywhere" }),
  salary: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      currency: z.string().meta({ description: "ISO 4217" }),
      unit: z.enum(SALARY_UNITS),
    })
    .nullable(),
  validThrough: z.date().nullable(),
  reference: z.string().nullable().meta({ description: "the company's own requisition id" }),
  sections: z.array(section),
  publishedAt: z.date().meta({ description: "when it went public (datePosted)" }),
  updatedAt: z.date(),
  url: z.string().meta({ description: "its page on the site, /jobs/{slug}" }),
});
/** A page of the open jobs, with what the list's filters may offer. */
export const jobListPageOutput = z.object({
  items: z.array(publicJobOutput),
  total: z.number().int().meta({ description: "open jobs matching the filters, over every page" }),
  page: z.number().int(),
  pageCount: z.number().int(),
  limit: z.number().int(),
  filters: z.object({
    categories: z.array(z.string()).meta({ description: "the open jobs' categories" }),
    locations: z
      .array(z.object({ city: z.string(), region: z.string().nullable(), country: z.string() }))
      .meta({ description: "the open jobs' places" }),
  }),
});
/** One job's page: open, or closed within CLOSED_JOB_PAGE_DAYS (`closed`), with similar open jobs. */
export const jobListingOutput = publicJobOutput.extend({
  closed: z.boolean().meta({ description: "no longer taking applications (closed, filled or expired)" }),
  closedAt: z.date().nullable().meta({ description: "when it stopped taking applications" }),
  similar: z
    .array(publicJobOutput)
    .meta({ description: "up to 3 open jobs of the same service or category, newest first" }),
});
export const pageOutput = createSelectSchema(pages, {
  sections: z.array(section).meta({ description: "the page's sections in order, each { type, ...fields }" }),
  system: (schema) =>
    schema.meta({
      description: "Home, Services, About or Contact: never deleted, renamed (slug) or unpublished",
    }),
});

const savedAt = z.date().meta({ description: "when the working copy was saved" });
const version = z.number().int().min(0).meta({
  description:
    "The item's edit version: send it back as `baseVersion` with the next save (PUT, PUT .../draft) to be told (409) when someone changed the item since",
});
const typedOrNone = z.string().nullable();
/** The working copy of a page: the form's fields as last autosaved, valid or not (see PUT .../draft). */
export const pageDraftOutput = z.object({
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  sections: z.array(draftSection).meta({ description: "the sections as typed, finished or not" }),
  metaTitle: typedOrNone,
  metaDescription: typedOrNone,
  canonicalUrl: typedOrNone,
  isPublished: z.boolean(),
  publishedAt: z.date().nullable().optional(),
  savedAt,
});
/** A page as the editor opens it: the live page, its working copy (null when there is none), its version. */
export const editedPageOutput = pageOutput.extend({ draft: pageDraftOutput.nullable(), version });
/** A page as a save that goes live answers it, with its new edit version. */
export const updatedPageOutput = pageOutput.extend({ version });
/** The working copy of a post: the form's fields as last autosaved, valid or not. */
export const blogPostDraftOutput = z.object({
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: typedOrNone,
  featuredImage: typedOrNone,
  metaTitle: typedOrNone,
  metaDescription: typedOrNone,
  canonicalUrl: typedOrNone,
  tags: z.array(z.string()),
  category: typedOrNone,
  isPublished: z.boolean(),
  publishedAt: z.date().nullable().optional(),
  authorId: typedOrNone.optional().meta({ description: "the person chosen as its author, as typed" }),
  savedAt,
});
/** A post as the editor opens it: the live post, its working copy (null when there is none), its version. */
export const editedBlogPostOutput = blogPostOutput.extend({
  draft: blogPostDraftOutput.nullable(),
  version,
});
/** A post as a save that goes live answers it, with its new edit version. */
export const updatedBlogPostOutput = blogPostOutput.extend({ version });
export const draftSavedOutput = z.object({ savedAt, version });

const jobLocationOutput = z.object({
  city: z.string(),
  region: z.string().nullable(),
  country: z.string().meta({ description: "ISO 3166-1 alpha-2" }),
  postalCode: z.string().nullable(),
});
const jobSalaryOutput = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string().meta({ description: "ISO 4217" }),
  unit: z.enum(SALARY_UNITS),
});
/** A job as staff see it (issue 30): every field as the API takes it, with when it opened and closed. */
export const jobOutput = createSelectSchema(jobs, {
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)),
  service: z.enum(INQUIRY_SERVICES).meta({ description: "one of the inquiry form's service keys" }),
  remoteCountries: z.array(z.string()).meta({ description: "ISO 3166-1 alpha-2 codes; empty: anywhere" }),
  sections: z
    .array(section)
    .meta({ description: "sections below the description, each { type, ...fields }" }),
  publishedAt: (schema) =>
    schema.meta({ description: "when an open job went (or, ahead, goes) public; kept when it closes" }),
  closedAt: (schema) => schema.meta({ description: "when it was closed or filled; null while not" }),
  createdBy: (schema) => schema.meta({ description: "the account that created the job" }),
})
  .omit({ city: true, region: true, country: true, postalCode: true, salary: true })
  .extend({
    location: jobLocationOutput.nullable().meta({ description: "where the work is; null for a remote job" }),
    salary: jobSalaryOutput.nullable(),
  });
/** How many applications each stage holds (a job's on the jobs list; the applications list's tabs). */
export const applicationStageCountsOutput = z.object(
  Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, z.number().int()])) as Record<
    ApplicationStage,
    z.ZodNumber
  >,
);
/** The panel's page of jobs, with how many match in all. */
export const jobPageOutput = z.object({
  items: z.array(
    jobOutput.extend({
      applicationCounts: applicationStageCountsOutput.meta({ description: "its applications, by stage" }),
    }),
  ),
  total: z.number().int().meta({ description: "jobs that match the filters, on every page" }),
  page: z.number().int(),
  limit: z.number().int(),
});
/** The working copy of a job: its fields as last autosaved, valid or not. */
export const jobDraftOutput = z.object({
  title: z.string(),
  slug: z.string(),
  summary: typedOrNone,
  description: z.string(),
  employmentType: z.array(z.string()),
  service: typedOrNone,
  category: typedOrNone,
  location: z
    .object({ city: typedOrNone, region: typedOrNone, country: typedOrNone, postalCode: typedOrNone })
    .nullable(),
  remote: z.string(),
  remoteCountries: z.array(z.string()),
  salary: z
    .object({
      min: z.union([z.number(), z.string()]).nullable(),
      max: z.union([z.number(), z.string()]).nullable(),
      currency: typedOrNone,
      unit: typedOrNone,
    })
    .nullable(),
  validThrough: typedOrNone,
  status: z.string(),
  reference: typedOrNone,
  sections: z.array(draftSection).meta({ description: "the sections as typed, finished or not" }),
  publishedAt: z.date().nullable().optional(),
  savedAt,
});
/** A job as the editor opens it: the job, its working copy (null when there is none), its version. */
export const editedJobOutput = jobOutput.extend({ draft: jobDraftOutput.nullable(), version });
/** A job as a save that goes live answers it, with its new edit version. */
export const updatedJobOutput = jobOutput.extend({ version });
/** The site search's answer: published posts and pages, best match first. */
export const siteSearchOutput = z.object({
  items: z.array(
    z.object({
      title: z.string(),
      url: z.string().meta({ description: "The item's address on the site: /blog/{slug} or /{slug}" }),
      excerpt: z.string().nullable().meta({ description: "A post's excerpt, a page's meta description" }),
      highlight: z.string().meta({
        description:
          "Plain text (never HTML): a short passage of the item, each matched word between « and »",
      }),
    }),
  ),
});
/** Texts that still give a company fact the profile no longer has (GET /api/admin/site/stale-mentions). */
export const staleMentionsOutput = z.object({
  mentions: z.array(
    z.object({
      value: z
        .string()
        .meta({ description: "The old phone number, e-mail address or address the text gives" }),
      kind: z.enum(["page", "post", "seo"]),
      id: z.uuid().nullable().meta({ description: "The page's or post's id; null for SEO settings" }),
      title: z.string().meta({ description: "The page's or post's title, or the SEO settings' page type" }),
      field: z.string().meta({ description: "Where in it, in the editor's words" }),
      editPath: z.string().meta({ description: "The panel's address to edit it" }),
    }),
  ),
});
export const inquiryOutput = createSelectSchema(inquiries, { attribution: inquiryAttribution }).extend({
  assigneeName: z.string().nullable().meta({ description: "the assignee's name; null: nobody" }),
  respondBy: z.date().meta({ description: "received + INQUIRY_RESPONSE_HOURS: the promised answer time" }),
  overdue: z.boolean().meta({ description: "past respondBy without a reply (never when closed)" }),
});

// An inquiry's timeline (issue 21): each entry with who (id and name; null once the account is gone) and when.
const timelineBase = {
  id: z.uuid(),
  at: z.date(),
  byId: z.uuid().nullable(),
  by: z.string().nullable(),
  summary: z.string().meta({
    description: "what happened in words, by names: 'Maria assigned it to Tom' ('to you' for the reader)",
  }),
};
export const inquiryNoteOutput = z.object({ type: z.literal("note"), ...timelineBase, body: z.string() });
export const inquiryReplyOutput = z.object({
  type: z.literal("reply"),
  ...timelineBase,
  subject: z.string(),
  body: z.string(),
  delivery: z.enum(INQUIRY_REPLY_DELIVERY_STATES),
  deliveredAt: z.date().nullable(),
});
const inquiryStatusEventOutput = z.object({
  type: z.literal("status"),
  ...timelineBase,
  from: z.enum(INQUIRY_STATUSES).nullable(),
  to: z.enum(INQUIRY_STATUSES).nullable(),
});
export const inquiryAssignmentEventOutput = z.object({
  type: z.literal("assignment"),
  ...timelineBase,
  fromId: z.uuid().nullable(),
  fromName: z.string().nullable(),
  toId: z.uuid().nullable(),
  toName: z.string().nullable(),
});
export const inquiryTimelineEntryOutput = z.discriminatedUnion("type", [
  inquiryNoteOutput,
  inquiryReplyOutput,
  inquiryStatusEventOutput,
  inquiryAssignmentEventOutput,
]);
export const inquiryDetailOutput = inquiryOutput.extend({
  openedByName: z.string().nullable(),
  timeline: z.array(inquiryTimelineEntryOutput).meta({ description: "oldest first" }),
});
export const inquiryBulkStatusOutput = z.object({ changed: z.number().int() });
/** Who may be assigned an inquiry: active staff whose role handles inquiries. */
export const inquiryAssigneeOutput = z.object({ id: z.uuid(), username: z.string() });
/**
 * Stored SEO fields as text: what was saved under older rules is still answered, not refused.
 * (The input schema, seoSettingsFields, keeps its limits for what is saved now.)
 */
export const seoFieldsOutput = z.object(
  Object.fromEntries(Object.keys(seoSettingsFields.shape).map((name) => [name, z.string().optional()])) as {
    [K in keyof typeof seoSettingsFields.shape]: z.ZodOptional<z.ZodString>;
  },
);
export const seoSettingOutput = createSelectSchema(seoSettings, { settings: seoFieldsOutput });
// A staff member's own supabase-js metadata is theirs (their tools' settings), not the panel's to show.
export const staffMemberOutput = createSelectSchema(users).omit({ passwordHash: true, userMetadata: true });
export const staffListItemOutput = staffMemberOutput.extend({
  status: z.enum(STAFF_STATUSES),
  hasSecondFactor: z.boolean(),
});
/** The dashboard's recent activity: each change as a sentence, newest first. */
export const activityOutput = z.array(z.object({ id: z.number(), at: z.date(), sentence: z.string() }));
/** GET|PUT /api/admin/security: the requirement, and who would have to set up a second factor. */
export const staffSecurityOutput = z
  .object({
    requireTwoFactor: z.boolean(),
    /** Active staff without a second factor, by name; null when the sign-in provider keeps factors. */
    withoutSecondFactor: z.array(z.object({ id: z.uuid(), name: z.string() })).nullable(),
  })
  .meta({ id: "StaffSecurity" });
export const subscriberOutput = createSelectSchema(newsletterSubscribers).pick({
  id: true,
  email: true,
  status: true,
  source: true,
  requestIp: true,
  createdAt: true,
  confirmedAt: true,
  confirmedIp: true,
  unsubscribedAt: true,
});
export const jobAlertSubscriptionOutput = createSelectSchema(jobAlertSubscriptions, {
  service: z.enum(INQUIRY_SERVICES).nullable().meta({ description: "null: every service" }),
  category: (schema) => schema.meta({ description: "null: every category" }),
}).pick({
  id: true,
  email: true,
  service: true,
  category: true,
  status: true,
  source: true,
  requestIp: true,
  createdAt: true,
  confirmedAt: true,
  confirmedIp: true,
  unsubscribedAt: true,
  lastSentAt: true,
});
export const redirectOutput = createSelectSchema(redirects, {
  statusCode: (schema) => schema.meta({ description: `one of ${REDIRECT_STATUS_CODES.join(", ")}` }),
});
const snapshot = z.record(z.string(), z.unknown()).nullable();
export const auditEntryOutput = createSelectSchema(auditLog, {
  action: z.enum(["create", "update", "delete"]),
  entityType: z.enum(AUDITED_ENTITIES),
  before: snapshot,
  after: snapshot,
}).extend({
  recordName: z.string().meta({ description: "what a reader calls the record: its title, name or address" }),
  names: z
    .record(z.string(), z.string())
    .meta({ description: "staff members' ids that `before` and `after` hold, by username" }),
  actorName: z
    .string()
    .meta({ description: "who made the change, by username (their e-mail once the account is gone)" }),
  actionLabel: z
    .string()
    .meta({ description: "what was done, in words: 'Added a note', 'Assigned it to Tom', 'Updated'" }),
});

/** A private document as the panel sees it: never where its bytes are. */
export const documentOutput = z
  .object({
    id: z.uuid(),
    purpose: z.enum(DOCUMENT_PURPOSES),
    displayName: z
      .string()
      .meta({ description: "the sender's file name, cleaned, with the extension of its kind" }),
    kind: z.enum(DOCUMENT_KIND_NAMES as [DocumentKind, ...DocumentKind[]]),
    mimeType: z.string(),
    size: z.number().int(),
    scanStatus: z.enum(DOCUMENT_SCAN_STATUSES).meta({
      description:
        "clean or infected (clamd's verdict), pending (clamd could not be reached yet), not_scanned (no CLAMAV_URL)",
    }),
    scanFinding: z.string().nullable(),
    scannedAt: z.date().nullable(),
    createdAt: z.date(),
  })
  .meta({ id: "Document" });

export const mediaOutput = createSelectSchema(mediaItems, {
  url: (schema) =>
    schema.meta({ description: "/media/{hash}-{width}x{height}.{ext}, the original without metadata" }),
  size: (schema) => schema.meta({ description: "bytes of the stored original" }),
  variants: z
    .array(z.object({ width: z.number().int(), url: z.string() }))
    .meta({ description: "WebP copies at 480, 800, 1200 and 1600 px wide, never wider than the original" }),
}).pick({
  id: true,
  url: true,
  width: true,
  height: true,
  mimeType: true,
  size: true,
  alt: true,
  fileName: true,
  variants: true,
  createdAt: true,
  updatedAt: true,
});
export const mediaPageOutput = z.object({ items: z.array(mediaOutput), nextCursor: z.string().nullable() });
export const mediaUploadOutput = z.object({ item: mediaOutput, created: z.boolean() });

export const adminStatsOutput = z.object({
  totalPages: z.number().int(),
  publishedPages: z.number().int(),
  totalPosts: z.number().int(),
  publishedPosts: z.number().int(),
  totalInquiries: z.number().int(),
  /** Past their respondBy with no reply (closed ones never count). */
  overdueInquiries: z.number().int(),
  medianFirstReplyMinutes: z.number().int().nullable().meta({
    description:
      "median minutes from receipt to first reply, inquiries of the last 30 days; null when none was answered",
  }),
  mailBehindMinutes: z
    .number()
    .int()
    .nullable()
    .meta({
      description: `minutes the oldest mail ready to go has waited, once more than ${MAIL_BEHIND_WARNING_MINUTES} (the dashboard's warning); null while mail keeps up`,
    }),
});
export const inquiryWeeksOutput = z.array(
  z.object({
    weekStart: z.string().meta({ description: "the Monday, YYYY-MM-DD (UTC)" }),
    ...(Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, z.number().int()])) as Record<
      (typeof INQUIRY_STATUSES)[number],
      z.ZodNumber
    >),
  }),
);
export const previewLinkOutput = z.object({
  url: z.string().meta({ description: "PUBLIC_SITE_URL/preview/{token}" }),
  expiresAt: z.date(),
});
export const revisionsOutput = z.array(
  z.object({
    id: z.number().int(),
    createdAt: z.date(),
    author: z.string().nullable().meta({ description: "who saved it, by the name they have now" }),
    fields: z
      .object({
        title: z.string(),
        slug: z.string(),
        content: z.string(),
        sections: z.array(z.unknown()).optional().meta({ description: "a page's sections, as saved" }),
        excerpt: z.string().nullable().optional(),
        featuredImage: z.string().nullable().optional(),
        metaTitle: z.string().nullable(),
        metaDescription: z.string().nullable(),
        canonicalUrl: z.string().nullable(),
        tags: z.array(z.string()).optional(),
        category: z.string().nullable().optional(),
        isPublished: z.boolean(),
        publishedAt: z.string().nullable(),
      })
      .meta({ description: "every content field as saved (dates as ISO text)" }),
    changedFields: z.array(z.string()).meta({
      description: "the names of the fields that differ from the revision before it (none for the oldest)",
    }),
  }),
);
/** A job's revisions: as a page's, with a job's fields. */
export const jobRevisionsOutput = z.array(
  z.object({
    id: z.number().int(),
    createdAt: z.date(),
    author: z.string().nullable().meta({ description: "who saved it, by the name they have now" }),
    fields: z
      .object({
        kind: z.literal("job"),
        title: z.string(),
        slug: z.string(),
        summary: z.string().nullable(),
        description: z.string(),
        employmentType: z.array(z.string()),
        service: z.string(),
        category: z.string().nullable(),
        location: jobLocationOutput.nullable(),
        remote: z.string(),
        remoteCountries: z.array(z.string()),
        salary: z
          .object({
            min: z.number().nullable(),
            max: z.number().nullable(),
            currency: z.string(),
            unit: z.string(),
          })
          .nullable(),
        validThrough: z.string().nullable(),
        status: z.string(),
        reference: z.string().nullable(),
        sections: z.array(z.unknown()),
        publishedAt: z.string().nullable(),
      })
      .meta({ description: "every field of the job as saved (dates as ISO text)" }),
    changedFields: z.array(z.string()).meta({
      description: "the names of the fields that differ from the revision before it (none for the oldest)",
    }),
  }),
);
/** What changed from a revision to the version saved now, field by field, in words (revisionChanges). */
export const revisionChangesOutput = z.object({
  changes: z.array(
    z.object({
      path: z.string().meta({ description: "the field's place, such as `title` or `sections.0.heading`" }),
      label: z.string().meta({ description: "the field as the editor names it: 'Hero section 1 › Heading'" }),
      before: z.string().meta({ description: "its value in the revision, as text ('' for none)" }),
      after: z.string().meta({ description: "its value now, as text ('' for none)" }),
    }),
  ),
});
export const inquiryReceivedOutput = z.object({
  id: z.uuid(),
  success: z.literal(true),
  respondBy: z.iso
    .datetime()
    .meta({ description: "received + INQUIRY_RESPONSE_HOURS: when a specialist replies by" }),
});
export const applicationReceivedOutput = z.object({
  id: z.uuid(),
  success: z.literal(true),
  jobTitle: z.string().meta({ description: "The job applied for, as the thank-you names it" }),
});
export const subscribeAcceptedOutput = z.object({
  success: z.literal(true),
  pendingConfirmation: z.literal(true),
});
export const removedFactorsOutput = z.object({ removed: z.number().int() });
export const successOutput = z.object({ success: z.literal(true) });

export const webhookOutput = createSelectSchema(webhooks, {
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  failingSince: (schema) =>
    schema.meta({ description: "since when every attempt has failed; null after a success" }),
  disabledAt: (schema) =>
    schema.meta({ description: "when it was disabled after three days of failures; null while active" }),
}).omit({ encryptedSecret: true });
export const createdWebhookOutput = webhookOutput.extend({
  secret: z.string().meta({ description: "the signing secret (whsec_...): shown in this answer only" }),
});
export const webhookDeliveryOutput = createSelectSchema(webhookDeliveries, {
  eventType: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  messageId: (schema) => schema.meta({ description: "the webhook-id header, the same on every retry" }),
});
/** Issue 21's analytics: per day, per page, per referrer host, per campaign source. */
export const analyticsReportOutput = z.object({
  days: z.array(
    z.object({
      date: z.string().meta({ description: "YYYY-MM-DD (UTC)" }),
      views: z.number().int(),
      inquiries: z.number().int(),
    }),
  ),
  pages: z.array(
    z.object({
      path: z.string(),
      views: z.number().int(),
      inquiries: z.number().int().meta({ description: "inquiries sent from this page" }),
      conversionRate: z
        .number()
        .nullable()
        .meta({ description: "inquiries per view (0-1); null without views" }),
    }),
  ),
  referrers: z.array(
    z.object({
      host: z.string().nullable().meta({ description: "null: no referrer (typed, bookmarked, or not told)" }),
      views: z.number().int(),
    }),
  ),
  sources: z.array(
    z.object({
      source: z.string().meta({ description: "utm_source, lower-case" }),
      views: z.number().int(),
      inquiries: z.number().int(),
    }),
  ),
  landingPages: z
    .array(
      z.object({
        path: z.string(),
        visits: z
          .number()
          .int()
          .meta({ description: "visits that began at this page (came from outside the site)" }),
        inquiries: z.number().int().meta({ description: "inquiries sent in visits that began at this page" }),
        conversion: z
          .number()
          .nullable()
          .meta({ description: "inquiries per visit begun here (0-1); null without visits" }),
      }),
    )
    .meta({ description: "Pages that bring inquiries, credited by the page each visit began at" }),
  campaigns: z
    .array(
      z.object({
        source: z.string().nullable().meta({ description: "utm_source, lower-case; null when not named" }),
        medium: z.string().nullable().meta({ description: "utm_medium, lower-case; null when not named" }),
        campaign: z
          .string()
          .nullable()
          .meta({ description: "utm_campaign, lower-case; null when not named" }),
        visits: z.number().int().meta({ description: "visits the campaign's links began" }),
        inquiries: z.number().int().meta({ description: "inquiries sent in those visits" }),
      }),
    )
    .meta({ description: "Campaigns (UTM source, medium and name) with their visits and inquiries" }),
});

// The candidate pipeline (issue 30, point 4): applications as staff read them.
const applicationResumeOutput = z.object({
  id: z.uuid(),
  displayName: z.string().meta({ description: "the candidate's file name, cleaned (for display only)" }),
  kind: z.enum(DOCUMENT_KIND_NAMES as [DocumentKind, ...DocumentKind[]]),
  size: z.number().int(),
  scanStatus: z.enum(DOCUMENT_SCAN_STATUSES),
});
export const applicationSummaryOutput = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  jobId: z.uuid().nullable().meta({ description: "null once the job is deleted" }),
  jobTitle: z
    .string()
    .meta({ description: "the job's title (the one applied for, once the job is deleted)" }),
  jobSlug: z.string().nullable(),
  stage: z.enum(APPLICATION_STAGES),
  assignee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.date(),
  opened: z.boolean().meta({ description: "whether staff have opened it" }),
  overdue: z.boolean().meta({
    description: `still new ${APPLICATION_OVERDUE_DAYS} days after it came in: nobody has looked at it`,
  }),
  resume: applicationResumeOutput.nullable(),
});
export const applicationPageOutput = z.object({
  items: z.array(applicationSummaryOutput),
  total: z.number().int().meta({ description: "applications matching the filters, over every page" }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
const applicationStageEventOutput = z.object({
  type: z.literal("stage"),
  ...timelineBase,
  from: z.enum(APPLICATION_STAGES).nullable(),
  to: z.enum(APPLICATION_STAGES).nullable(),
});
const applicationReceivedEntryOutput = z.object({
  type: z.literal("received"),
  ...timelineBase,
  name: z.string(),
  jobTitle: z.string(),
});
export const applicationTimelineEntryOutput = z.discriminatedUnion("type", [
  applicationReceivedEntryOutput,
  inquiryNoteOutput,
  inquiryReplyOutput,
  applicationStageEventOutput,
  inquiryAssignmentEventOutput,
]);
export const applicationDetailOutput = applicationSummaryOutput.extend({
  coverNote: z.string().nullable(),
  consentText: z.string().meta({ description: "the privacy notice as the candidate accepted it" }),
  consentedAt: z.date(),
  attribution: inquiryAttribution,
  timeline: z.array(applicationTimelineEntryOutput).meta({ description: "oldest first" }),
});
/** A page of the export: a record with the candidate's words (not REST: the CSV reads it). */
export const applicationExportRowOutput = applicationSummaryOutput.extend({
  coverNote: z.string().nullable(),
  attribution: inquiryAttribution,
});
export const applicationBulkStageOutput = z.object({ updated: z.number().int() });
export const applicationAssigneeOutput = z.object({ id: z.uuid(), name: z.string() });
export const candidateErasedOutput = z.object({
  erased: z.number().int().meta({ description: "applications deleted, with their résumés" }),
});
