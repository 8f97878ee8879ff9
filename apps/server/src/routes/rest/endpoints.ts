import type { Readable } from "node:stream";
import type { PreviewContent } from "@staffing/api";
import {
  adminStatsOutput,
  analyticsReportOutput,
  auditEntryOutput,
  blogPostOutput,
  createdWebhookOutput,
  draftSavedOutput,
  editedBlogPostOutput,
  editedPageOutput,
  inquiryBulkStatusOutput,
  inquiryCursor,
  inquiryDetailOutput,
  inquiryNoteOutput,
  inquiryOutput,
  inquiryReceivedOutput,
  inquiryReplyOutput,
  inquiryWeeksOutput,
  mediaOutput,
  pageOutput,
  previewLinkOutput,
  publicBlogPostOutput,
  redirectOutput,
  removedFactorsOutput,
  revisionsOutput,
  seoFieldsOutput,
  seoSettingOutput,
  siteSearchOutput,
  staffListItemOutput,
  staffMemberOutput,
  subscribeAcceptedOutput,
  subscriberCursor,
  subscriberOutput,
  webhookDeliveryOutput,
  webhookOutput,
} from "@staffing/api";
import {
  AUDITED_ENTITIES,
  analyticsRangeInput,
  anyPageSlug,
  blogListInput,
  blogPostInput,
  type Capability,
  companyProfile,
  entityId,
  INQUIRY_EXPORT_COLUMNS,
  type InquiryFilter,
  inquiryBulkStatusInput,
  inquiryFilterInput,
  inquiryInput,
  inquiryListInput,
  inquiryNoteBody,
  inquiryReplyBody,
  inquiryUpdateBody,
  newsletterInput,
  PAGE_TYPES,
  pageInput,
  pageUpdateBody,
  postSlug,
  redirectInput,
  SUBSCRIBER_CSV_COLUMNS,
  type SubscriberFilter,
  seoSettingInput,
  siteSearchInput,
  subscriberFilterInput,
  subscriberListInput,
  unsavedPreviewInput,
  userCreateInput,
  userUpdateInput,
  webhookInput,
} from "@staffing/shared";
import { z } from "zod";
import type { Caller } from "./adapter";
import { inquiriesCsvHeaders, inquiriesCsvStream } from "./inquiries-csv";
import { subscribersCsvHeaders, subscribersCsvStream } from "./subscribers-csv";

/** The request parts an endpoint reads, already split by the adapter. */
export interface EndpointInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** An upload's file (endpoints with `upload`). */
  file?: { bytes: Uint8Array; fileName: string };
}

/**
 * Refusals a path names itself. The ones every path shares are derived (see `responseStatuses`):
 * 400 for a path that takes input, 401 and 403 for a staff path, 413 and 415 for a JSON body, 503.
 */
export type RefusalStatus = 404 | 409 | 413 | 415 | 429;

type Tag =
  | "Search"
  | "Blog"
  | "Pages"
  | "Inquiries"
  | "Newsletter"
  | "SEO"
  | "Dashboard"
  | "Users"
  | "Subscribers"
  | "Audit log"
  | "Media"
  | "Redirects"
  | "Preview"
  | "Company"
  | "Webhooks";

interface EndpointBase {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  summary: string;
  tag: Tag;
  /** Who may call it: anyone, or a signed-in user whose role has the capability. */
  access: "public" | Capability;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data with the file in the field `file` (its other fields in `body`). */
  upload?: boolean;
  /** Success statuses, the usual one first; 200 by default, 204 when there is no body. */
  success?: number[];
  refusals?: RefusalStatus[];
}

/**
 * One REST path of the spec: the one procedure it calls (`call`), the schemas of what it takes and
 * answers (the procedure's own, from @staffing/shared and @staffing/api's outputs), who may call it
 * and every status it answers. The routes (adapter.ts) and the OpenAPI document (openapi.ts) are
 * both made from this list, so neither can say something the other does not do.
 */
export interface Endpoint extends EndpointBase {
  /** The success body's schema; null for 204 No Content. */
  output: z.ZodType | null;
  /**
   * The success body's media type when it is not JSON: a CSV download, or a page of the site
   * (text/html), which the adapter renders from the procedure's answer with the site's renderer.
   */
  contentType?: "text/csv" | "text/html";
  call(api: Caller, input: EndpointInput): Promise<unknown>;
  /** Response headers derived from the answer (e.g. the next page's cursor). */
  headers?(result: unknown, input: EndpointInput): Record<string, string>;
  /** The body (and status) sent for the procedure's answer, when it is not the answer itself. */
  present?(result: unknown): { body: unknown; status?: number };
}

/** What an endpoint's call must answer: what its output schema describes (nothing for 204). */
// biome-ignore lint/suspicious/noConfusingVoidType: a 204 endpoint's call answers nothing (a void procedure).
type Answer<S> = S extends z.ZodType ? z.output<S> : void;

type Headers<R> = (result: R, input: EndpointInput) => Record<string, string>;

/**
 * An endpoint whose answer is the procedure's: what `call` returns must be what the output schema
 * describes (a field the document names but the answer lacks is a type error here), and the
 * procedure's own `.output(...)` strips anything else when it runs.
 */
function endpoint<S extends z.ZodType | null>(
  definition: EndpointBase & {
    output: S;
    call(api: Caller, input: EndpointInput): Promise<Answer<NoInfer<S>>>;
    headers?: Headers<Answer<NoInfer<S>>>;
  },
): Endpoint;
function endpoint(definition: Endpoint): Endpoint {
  return definition;
}

/** An endpoint that answers part of the procedure's answer (`present`), described by `output`. */
function presentingEndpoint<R, B>(
  definition: EndpointBase & {
    call(api: Caller, input: EndpointInput): Promise<R>;
    present(result: NoInfer<R>): { body: B; status?: number };
    output: z.ZodType<NoInfer<B>>;
    headers?: Headers<NoInfer<R>>;
  },
): Endpoint {
  return definition as Endpoint;
}

/** A streamed CSV download: the schema documents the text, the stream is read page by page. */
function csvEndpoint(
  definition: EndpointBase & {
    call(api: Caller, input: EndpointInput): Promise<Readable>;
    columns: readonly string[];
    attachment: string;
    headers: () => Record<string, string>;
  },
): Endpoint {
  const { columns, attachment, ...rest } = definition;
  return {
    ...rest,
    contentType: "text/csv",
    output: z.string().meta({
      description: `RFC 4180, CRLF lines, every field quoted, UTF-8 with a byte-order mark; columns ${columns.join(", ")}. Sent as an attachment named ${attachment}.`,
    }),
  };
}

/**
 * A page of the public site made from the procedure's answer (a PreviewContent): the adapter renders
 * it with the site's own renderer and sends the HTML.
 */
function sitePageEndpoint(
  definition: EndpointBase & {
    call(api: Caller, input: EndpointInput): Promise<PreviewContent>;
    description: string;
  },
): Endpoint {
  const { description, ...rest } = definition;
  return { ...rest, contentType: "text/html", output: z.string().meta({ description }) };
}

const idParams = z.object({ id: entityId });
const revisionParams = z.object({ id: entityId, revisionId: z.string().regex(/^\d+$/) });
// Every procedure validates its whole input; these casts only hand the raw request parts over.
const as = <T>(value: unknown) => value as T;
const withId = ({ params, body }: EndpointInput) => ({ ...body, id: params.id });

export const PUBLIC_ENDPOINTS: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/search",
    tag: "Search",
    access: "public",
    output: siteSearchOutput,
    query: siteSearchInput,
    summary:
      "Published posts and pages whose words match q (each word may be the start of one, at most 200 characters), best match first; limit 1-20, 10 by default",
    call: (api, { query }) => api.search.site(as(query)),
  }),
  endpoint({
    method: "GET",
    path: "/blog",
    tag: "Blog",
    access: "public",
    output: z.array(publicBlogPostOutput),
    query: blogListInput,
    summary:
      "Published posts, newest first (page from 1, limit 1-50, optional category); with q, the posts whose title, excerpt, body or tags hold its words (each may start a word), best match first",
    call: (api, { query }) => api.blog.list(as(query)),
  }),
  endpoint({
    method: "GET",
    path: "/blog/:slug",
    refusals: [404],
    tag: "Blog",
    access: "public",
    output: publicBlogPostOutput,
    params: z.object({ slug: postSlug }),
    summary: "One published post",
    call: (api, { params }) => api.blog.bySlug({ slug: params.slug ?? "" }),
  }),
  endpoint({
    method: "GET",
    path: "/pages/*",
    refusals: [404],
    tag: "Pages",
    access: "public",
    output: pageOutput,
    params: z.object({ "*": anyPageSlug }),
    summary:
      "One published page by its slug (which may hold '/'), with its sections; the system pages too (home, services, about, contact)",
    call: (api, { params }) => api.pages.bySlug({ slug: params["*"] ?? "" }),
  }),
  endpoint({
    method: "GET",
    path: "/seo/:pageType",
    tag: "SEO",
    access: "public",
    output: seoFieldsOutput,
    params: z.object({ pageType: z.enum(PAGE_TYPES) }),
    summary: "The SEO settings a page type uses: its own over the global ones",
    call: (api, { params }) => api.seo.forPageType(as(params)),
  }),
  endpoint({
    method: "GET",
    path: "/site",
    tag: "Company",
    access: "public",
    output: companyProfile,
    summary:
      "The company profile: name, tagline, logo, phone numbers, e-mail addresses, offices (the first is the head office), support note, opening hours, social links and founding year",
    call: (api) => api.site.profile(),
  }),
  endpoint({
    method: "POST",
    path: "/inquiries",
    refusals: [429],
    tag: "Inquiries",
    access: "public",
    output: inquiryReceivedOutput,
    body: inquiryInput,
    success: [201],
    summary: "Send an inquiry (rate limited per address)",
    call: (api, { body }) => api.inquiries.create(as(body)),
  }),
  endpoint({
    method: "POST",
    path: "/newsletter",
    refusals: [429],
    tag: "Newsletter",
    access: "public",
    output: subscribeAcceptedOutput,
    body: newsletterInput,
    success: [202],
    summary:
      "Ask to subscribe an address (optional source: the form it came from). A confirmation mail follows; the answer is the same for an address already known.",
    call: (api, { body }) => api.newsletter.subscribe(as(body)),
  }),
];

export const ADMIN_ENDPOINTS: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/stats",
    tag: "Dashboard",
    access: "stats:read",
    output: adminStatsOutput,
    summary: "Dashboard counters",
    call: (api) => api.stats.get(),
  }),
  endpoint({
    method: "GET",
    path: "/stats/inquiries-by-week",
    tag: "Dashboard",
    access: "stats:read",
    output: inquiryWeeksOutput,
    summary: "Inquiries of the last 12 ISO weeks (Monday start, UTC) by status, oldest first",
    call: (api) => api.stats.inquiriesByWeek(),
  }),
  endpoint({
    method: "GET",
    path: "/analytics",
    tag: "Dashboard",
    access: "analytics:read",
    output: analyticsReportOutput,
    query: analyticsRangeInput,
    summary:
      "Page views (counted without cookies) and inquiries from one UTC day to another (from, to: YYYY-MM-DD, both included, at most 366 days): per day, per page (with the inquiries sent from it), per referrer host and per campaign source",
    call: (api, { query }) => api.analytics.report(as(query)),
  }),
  endpoint({
    method: "GET",
    path: "/pages",
    tag: "Pages",
    access: "content:read",
    output: z.array(pageOutput),
    summary: "Every page, drafts included",
    call: (api) => api.pages.list(),
  }),
  endpoint({
    method: "POST",
    path: "/pages",
    refusals: [409],
    tag: "Pages",
    access: "content:write",
    output: pageOutput,
    body: pageInput,
    success: [201],
    summary:
      "Create a page of sections (and/or HTML content, required without sections); 400 naming the field, for an image not in the media library or a system page's slug",
    call: (api, { body }) => api.pages.create(as(body)),
  }),
  endpoint({
    method: "PUT",
    path: "/pages/:id",
    refusals: [404, 409],
    tag: "Pages",
    access: "content:write",
    output: pageOutput,
    params: idParams,
    body: pageUpdateBody,
    summary:
      "Update a page; it goes live and its working copy is dropped. Without `sections` it keeps its own. 409 for a system page's new slug or unpublishing it",
    call: (api, input) => api.pages.update(as(withId(input))),
  }),
  endpoint({
    method: "DELETE",
    path: "/pages/:id",
    refusals: [404, 409],
    tag: "Pages",
    access: "content:write",
    output: null,
    params: idParams,
    summary: "Delete a page; 409 for a system page (Home, Services, About, Contact)",
    call: (api, { params }) => api.pages.delete(as(params)),
  }),
  endpoint({
    method: "GET",
    path: "/blog",
    tag: "Blog",
    access: "content:read",
    output: z.array(blogPostOutput),
    summary: "Every post, drafts included",
    call: (api) => api.blog.adminList(),
  }),
  endpoint({
    method: "POST",
    path: "/blog",
    refusals: [409],
    tag: "Blog",
    access: "content:write",
    output: blogPostOutput,
    body: blogPostInput,
    success: [201],
    summary: "Create a post",
    call: (api, { body }) => api.blog.create(as(body)),
  }),
  endpoint({
    method: "PUT",
    path: "/blog/:id",
    refusals: [404, 409],
    tag: "Blog",
    access: "content:write",
    output: blogPostOutput,
    params: idParams,
    body: blogPostInput,
    summary: "Update a post",
    call: (api, input) => api.blog.update(as(withId(input))),
  }),
  endpoint({
    method: "DELETE",
    path: "/blog/:id",
    refusals: [404],
    tag: "Blog",
    access: "content:write",
    output: null,
    params: idParams,
    summary: "Delete a post",
    call: (api, { params }) => api.blog.delete(as(params)),
  }),
  endpoint({
    method: "GET",
    path: "/inquiries",
    tag: "Inquiries",
    access: "inquiries:manage",
    output: z.array(inquiryOutput),
    query: inquiryListInput,
    summary:
      "Inquiries, newest first; optional status, search, assignee (me, a staff member's id, none), overdue=true, limit and cursor (next page in X-Next-Cursor)",
    call: (api, { query }) => api.inquiries.list(as(query)),
    headers: (rows, { query }): Record<string, string> => {
      const last = rows.at(-1);
      const full = typeof query.limit === "number" && rows.length === query.limit;
      return full && last ? { "x-next-cursor": inquiryCursor(last) } : {};
    },
  }),
  csvEndpoint({
    method: "GET",
    path: "/inquiries/export.csv",
    tag: "Inquiries",
    access: "inquiries:manage",
    columns: INQUIRY_EXPORT_COLUMNS,
    attachment: "inquiries-YYYY-MM-DD.csv",
    query: inquiryFilterInput,
    summary:
      "Every inquiry matching the optional status and search, newest first, as a CSV download (streamed)",
    call: (api, { query }) => inquiriesCsvStream(api, as<InquiryFilter>(query)),
    headers: () => inquiriesCsvHeaders(),
  }),
  endpoint({
    method: "GET",
    path: "/inquiries/:id",
    refusals: [404],
    tag: "Inquiries",
    access: "inquiries:manage",
    output: inquiryDetailOutput,
    params: idParams,
    summary:
      "One inquiry with its timeline and attribution (notes, replies with their delivery state, status and assignee changes; who and when, oldest first); the first staff member to open it is kept (openedAt)",
    call: (api, { params }) => api.inquiries.detail(as(params)),
  }),
  endpoint({
    method: "PUT",
    path: "/inquiries/:id",
    refusals: [404],
    tag: "Inquiries",
    access: "inquiries:manage",
    output: inquiryOutput,
    params: idParams,
    body: inquiryUpdateBody,
    summary:
      "Change an inquiry's status, its assignee (an active staff member who may handle inquiries; null unassigns), or both",
    call: (api, input) => api.inquiries.update(as(withId(input))),
  }),
  endpoint({
    method: "POST",
    path: "/inquiries/:id/notes",
    refusals: [404],
    tag: "Inquiries",
    access: "inquiries:manage",
    output: inquiryNoteOutput,
    params: idParams,
    body: inquiryNoteBody,
    success: [201],
    summary: "Add a note (plain text, 1-5000 characters) to an inquiry's timeline",
    call: (api, input) => api.inquiries.addNote(as(withId(input))),
  }),
  endpoint({
    method: "POST",
    path: "/inquiries/:id/replies",
    refusals: [404],
    tag: "Inquiries",
    access: "inquiries:manage",
    output: inquiryReplyOutput,
    params: idParams,
    body: inquiryReplyBody,
    success: [202],
    summary:
      "Mail the inquirer a reply through the mail queue (Reply-To the staff member); the first reply sets firstRespondedAt and moves a new inquiry to in_progress",
    call: (api, input) => api.inquiries.reply(as(withId(input))),
  }),
  endpoint({
    method: "POST",
    path: "/inquiries/status",
    tag: "Inquiries",
    access: "inquiries:manage",
    output: inquiryBulkStatusOutput,
    body: inquiryBulkStatusInput,
    summary: "Set several inquiries to one status; answers how many changed (unknown ids count none)",
    call: (api, { body }) => api.inquiries.setStatusOfMany(as(body)),
  }),
  endpoint({
    method: "GET",
    path: "/seo",
    tag: "SEO",
    access: "seo:read",
    output: z.array(seoSettingOutput),
    summary: "SEO configurations",
    call: (api) => api.seo.list(),
  }),
  endpoint({
    method: "POST",
    path: "/seo",
    refusals: [409],
    tag: "SEO",
    access: "seo:write",
    output: seoSettingOutput,
    body: seoSettingInput,
    success: [201],
    summary: "Create the configuration of a page type (one per type)",
    call: (api, { body }) => api.seo.create(as(body)),
  }),
  endpoint({
    method: "PUT",
    path: "/seo/:id",
    refusals: [404, 409],
    tag: "SEO",
    access: "seo:write",
    output: seoSettingOutput,
    params: idParams,
    body: seoSettingInput,
    summary: "Update a configuration",
    call: (api, input) => api.seo.update(as(withId(input))),
  }),
  endpoint({
    method: "GET",
    path: "/users",
    tag: "Users",
    access: "users:manage",
    output: z.array(staffListItemOutput),
    summary: "Staff accounts",
    call: (api) => api.users.list(),
  }),
  endpoint({
    method: "POST",
    path: "/users",
    refusals: [409],
    tag: "Users",
    access: "users:manage",
    output: staffMemberOutput,
    body: userCreateInput,
    success: [201],
    summary: "Create a staff account with a role",
    call: (api, { body }) => api.users.create(as(body)),
  }),
  endpoint({
    method: "PUT",
    path: "/users/:id",
    refusals: [404],
    tag: "Users",
    access: "users:manage",
    output: staffMemberOutput,
    params: idParams,
    body: userUpdateInput.omit({ id: true }),
    summary: "Change a role, or disable / enable an account",
    call: (api, input) => api.users.update(as(withId(input))),
  }),
  endpoint({
    method: "POST",
    path: "/users/:id/invite",
    refusals: [404, 409],
    tag: "Users",
    access: "users:manage",
    output: staffMemberOutput,
    params: idParams,
    summary: "Send an invite that was not accepted yet again, with a new link",
    call: (api, { params }) => api.users.resendInvite(as(params)),
  }),
  endpoint({
    method: "DELETE",
    path: "/users/:id/invite",
    refusals: [404, 409],
    tag: "Users",
    access: "users:manage",
    output: null,
    params: idParams,
    summary: "Revoke an invite that was not accepted yet (the account goes with it)",
    call: async (api, { params }) => {
      await api.users.revokeInvite(as(params));
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/users/:id/factors",
    refusals: [404],
    tag: "Users",
    access: "users:manage",
    output: removedFactorsOutput,
    params: idParams,
    summary: "Remove another user's second factors (a lost phone); their sessions end",
    call: (api, { params }) => api.users.removeSecondFactors(as(params)),
  }),
  endpoint({
    method: "GET",
    path: "/subscribers",
    tag: "Subscribers",
    access: "subscribers:manage",
    output: z.array(subscriberOutput),
    query: subscriberListInput,
    summary:
      "Newsletter subscribers, newest first; optional status, search, limit and cursor (next page in X-Next-Cursor)",
    call: (api, { query }) => api.subscribers.list(as(query)),
    headers: (rows, { query }): Record<string, string> => {
      const last = rows.at(-1);
      const full = typeof query.limit === "number" && rows.length === query.limit;
      return full && last ? { "x-next-cursor": subscriberCursor(last) } : {};
    },
  }),
  csvEndpoint({
    method: "GET",
    path: "/subscribers/export.csv",
    tag: "Subscribers",
    access: "subscribers:manage",
    columns: SUBSCRIBER_CSV_COLUMNS,
    attachment: "subscribers-YYYY-MM-DD.csv",
    query: subscriberFilterInput,
    summary: "Every subscriber matching the optional status and search, with their consent record, as CSV",
    call: (api, { query }) => subscribersCsvStream(api, as<SubscriberFilter>(query)),
    headers: () => subscribersCsvHeaders(),
  }),
  endpoint({
    method: "DELETE",
    path: "/subscribers/:id",
    refusals: [404],
    tag: "Subscribers",
    access: "subscribers:manage",
    output: null,
    params: idParams,
    summary: "Remove a subscriber and their record",
    call: async (api, { params }) => {
      await api.subscribers.remove(as(params));
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/inquiries/:id",
    refusals: [404],
    tag: "Inquiries",
    access: "inquiries:manage",
    output: null,
    params: idParams,
    summary: "Delete an inquiry (spam); the audit log keeps what it said",
    call: (api, { params }) => api.inquiries.delete(as(params)),
  }),
  ...contentEndpoints("/blog", "Blog", blogPostOutput, editedBlogPostOutput, blogPostInput, {
    byId: (api, id) => api.blog.byId({ id }),
    saveDraft: (api, input) => api.blog.saveDraft(as(withId(input))),
    discardDraft: (api, id) => api.blog.discardDraft({ id }),
    preview: (api, id) => api.blog.preview({ id }),
    revisions: (api, id) => api.blog.revisions({ id }),
    restore: (api, id, revisionId) => api.blog.restoreRevision({ id, revisionId }),
  }),
  ...contentEndpoints("/pages", "Pages", pageOutput, editedPageOutput, pageUpdateBody, {
    byId: (api, id) => api.pages.byId({ id }),
    saveDraft: (api, input) => api.pages.saveDraft(as(withId(input))),
    discardDraft: (api, id) => api.pages.discardDraft({ id }),
    preview: (api, id) => api.pages.preview({ id }),
    revisions: (api, id) => api.pages.revisions({ id }),
    restore: (api, id, revisionId) => api.pages.restoreRevision({ id, revisionId }),
  }),
  sitePageEndpoint({
    method: "POST",
    path: "/preview",
    tag: "Preview",
    access: "content:write",
    body: unsavedPreviewInput,
    summary:
      "The live preview: a page or post from unsaved fields (`item`, the same body as its PUT, checked the same way), rendered as visitors would see it. Nothing is stored.",
    description:
      "A complete HTML document with the site's header and footer, noindex, Cache-Control: private, no-store; its stylesheet and scripts at absolute addresses of the site, none inline, so it can be shown in the panel's frame (srcdoc)",
    call: (api, { body }) => api.preview.unsaved(as(body)),
  }),
  presentingEndpoint({
    method: "GET",
    path: "/media",
    tag: "Media",
    access: "media:manage",
    output: z.array(mediaOutput),
    query: z.object({
      q: z.string().optional(),
      limit: z.number().int().min(1).max(200).optional(),
      cursor: z.string().optional(),
    }),
    summary:
      "The media library, newest first; optional search over file names and alt texts, limit and cursor (next page in X-Next-Cursor)",
    call: (api, { query }) => api.media.list(as(query)),
    present: (page) => ({ body: page.items }),
    headers: (page): Record<string, string> => (page.nextCursor ? { "x-next-cursor": page.nextCursor } : {}),
  }),
  presentingEndpoint({
    method: "POST",
    path: "/media",
    refusals: [413, 415],
    tag: "Media",
    access: "media:manage",
    output: mediaOutput,
    upload: true,
    success: [201, 200],
    summary:
      "Upload an image (multipart: `file`, optional `alt`): JPEG, PNG, WebP, AVIF or GIF, recognised from its bytes. 201 for a new item, 200 when the same bytes are already in the library; 413 over MEDIA_MAX_BYTES, 415 for any other format, 400 for too many pixels",
    call: (api, { file, body }) =>
      api.media.upload(as({ file: file?.bytes, fileName: file?.fileName, alt: body.alt })),
    present: ({ item, created }) => ({ body: item, status: created ? 201 : 200 }),
  }),
  endpoint({
    method: "PUT",
    path: "/media/:id",
    refusals: [404],
    tag: "Media",
    access: "media:manage",
    output: mediaOutput,
    params: idParams,
    body: z.object({ alt: z.string().nullable() }),
    summary: "Change an image's alt text",
    call: (api, input) => api.media.update(as(withId(input))),
  }),
  endpoint({
    method: "DELETE",
    path: "/media/:id",
    refusals: [404, 409],
    tag: "Media",
    access: "media:manage",
    output: null,
    params: idParams,
    summary: "Delete an image and its files; 409 naming the posts and pages that still use it",
    call: (api, { params }) => api.media.delete(as(params)),
  }),
  endpoint({
    method: "GET",
    path: "/redirects",
    tag: "Redirects",
    access: "redirects:manage",
    output: z.array(redirectOutput),
    summary: "Every redirect, with its hit count, most recently changed first",
    call: (api) => api.redirects.list(),
  }),
  endpoint({
    method: "POST",
    path: "/redirects",
    refusals: [409],
    tag: "Redirects",
    access: "redirects:manage",
    output: redirectOutput,
    body: redirectInput,
    success: [201],
    summary:
      "Add a redirect from a path to a path or an absolute URL (301 or 302); 400 for a path the site owns, 403 for another host unless admin, 409 for a loop",
    call: (api, { body }) => api.redirects.create(as(body)),
  }),
  endpoint({
    method: "PUT",
    path: "/redirects/:id",
    refusals: [404, 409],
    tag: "Redirects",
    access: "redirects:manage",
    output: redirectOutput,
    params: idParams,
    body: redirectInput,
    summary:
      "Change a redirect; 400 for a path the site owns, 403 for another host unless admin, 409 for a loop",
    call: (api, input) => api.redirects.update(as(withId(input))),
  }),
  endpoint({
    method: "DELETE",
    path: "/redirects/:id",
    refusals: [404],
    tag: "Redirects",
    access: "redirects:manage",
    output: null,
    params: idParams,
    summary: "Delete a redirect",
    call: (api, { params }) => api.redirects.delete(as(params)),
  }),
  endpoint({
    method: "GET",
    path: "/webhooks",
    tag: "Webhooks",
    access: "webhooks:manage",
    output: z.array(webhookOutput),
    summary: "Every webhook, newest first (never its secret)",
    call: (api) => api.webhooks.list(),
  }),
  endpoint({
    method: "POST",
    path: "/webhooks",
    tag: "Webhooks",
    access: "webhooks:manage",
    output: createdWebhookOutput,
    body: webhookInput,
    success: [201],
    summary:
      "Add a webhook `{ url, events, description? }`; the answer carries its signing secret (whsec_...), shown this once. 400 for a target on a loopback, private, link-local or metadata address",
    call: (api, { body }) => api.webhooks.create(as(body)),
  }),
  endpoint({
    method: "GET",
    path: "/webhooks/:id",
    refusals: [404],
    tag: "Webhooks",
    access: "webhooks:manage",
    output: webhookOutput,
    params: idParams,
    summary: "One webhook (never its secret); `disabledAt` is set once three days of failures disabled it",
    call: (api, { params }) => api.webhooks.get(as(params)),
  }),
  endpoint({
    method: "PUT",
    path: "/webhooks/:id",
    refusals: [404],
    tag: "Webhooks",
    access: "webhooks:manage",
    output: webhookOutput,
    params: idParams,
    body: webhookInput.extend({ enabled: z.boolean().optional() }),
    summary: "Change a webhook; `enabled: true` switches a disabled one on again",
    call: (api, input) => api.webhooks.update(as(withId(input))),
  }),
  endpoint({
    method: "DELETE",
    path: "/webhooks/:id",
    refusals: [404],
    tag: "Webhooks",
    access: "webhooks:manage",
    output: null,
    params: idParams,
    summary: "Delete a webhook and its deliveries",
    call: (api, { params }) => api.webhooks.delete(as(params)),
  }),
  endpoint({
    method: "POST",
    path: "/webhooks/:id/test",
    refusals: [404],
    tag: "Webhooks",
    access: "webhooks:manage",
    output: z.object({ messageId: z.string() }),
    params: idParams,
    success: [202],
    summary: "Queue a `webhook.test` event to this webhook; its attempts appear among the deliveries",
    call: (api, { params }) => api.webhooks.sendTest(as(params)),
  }),
  endpoint({
    method: "GET",
    path: "/webhooks/:id/deliveries",
    refusals: [404],
    tag: "Webhooks",
    access: "webhooks:manage",
    output: z.array(webhookDeliveryOutput),
    params: idParams,
    summary:
      "The webhook's last 100 delivery attempts, newest first: event, message id (webhook-id), attempt, status code or error, time",
    call: (api, { params }) => api.webhooks.deliveries(as(params)),
  }),
  endpoint({
    method: "GET",
    path: "/audit-log",
    tag: "Audit log",
    access: "audit:read",
    output: z.array(auditEntryOutput),
    query: z.object({
      entityType: z.enum(AUDITED_ENTITIES).optional(),
      entityId: z.string().optional(),
      actorId: entityId.optional(),
      limit: z.number().int().min(1).max(500).optional(),
      before: z.number().int().optional(),
    }),
    summary: "Who changed what and when, newest first",
    call: (api, { query }) => api.auditLog.list(as(query)),
  }),
  endpoint({
    method: "PUT",
    path: "/site",
    tag: "Company",
    access: "site:write",
    output: companyProfile,
    body: companyProfile,
    summary:
      "Replace the company profile with exactly what GET /api/site answers, edited; 400 naming each refused field (phones.0.number, a logo not in the media library as logo.src). Every page shows the change on its next request.",
    call: (api, { body }) => api.site.update(as(body)),
  }),
];

/**
 * A page's or post's editing paths, the same under /blog and /pages: the item with its working
 * copy, the working copy itself (the autosave), the preview link and the revisions.
 */
function contentEndpoints<T, E>(
  base: "/blog" | "/pages",
  tag: "Blog" | "Pages",
  output: z.ZodType<T>,
  edited: z.ZodType<E>,
  body: z.ZodType,
  calls: {
    byId(api: Caller, id: string): Promise<E>;
    saveDraft(api: Caller, input: EndpointInput): Promise<z.output<typeof draftSavedOutput>>;
    discardDraft(api: Caller, id: string): Promise<void>;
    preview(api: Caller, id: string): Promise<z.output<typeof previewLinkOutput>>;
    revisions(api: Caller, id: string): Promise<z.output<typeof revisionsOutput>>;
    restore(api: Caller, id: string, revisionId: number): Promise<T>;
  },
): Endpoint[] {
  const what = tag === "Blog" ? "post" : "page";
  const id = (params: Record<string, string>) => params.id ?? "";
  return [
    endpoint({
      method: "GET",
      path: `${base}/:id`,
      refusals: [404],
      tag,
      access: "content:read",
      output: edited,
      params: idParams,
      summary: `One ${what} as the editor opens it, with \`draft\`: its working copy's fields and savedAt, or null${what === "page" ? "; `system` marks Home, Services, About and Contact" : ""}`,
      call: (api, { params }) => calls.byId(api, id(params)),
    }),
    endpoint({
      method: "PUT",
      path: `${base}/:id/draft`,
      refusals: [404, 409],
      tag,
      access: "content:write",
      output: draftSavedOutput,
      params: idParams,
      body,
      summary: `The autosave: keep a working copy of the ${what} (the same body as its PUT, checked the same way). Visitors, the sitemap, the feed and the public API go on seeing the live ${what}; PUT makes it live, DELETE drops it`,
      call: (api, input) => calls.saveDraft(api, input),
    }),
    endpoint({
      method: "DELETE",
      path: `${base}/:id/draft`,
      refusals: [404],
      tag,
      access: "content:write",
      output: null,
      params: idParams,
      summary: `Drop the ${what}'s working copy (done as well when there is none)`,
      call: (api, { params }) => calls.discardDraft(api, id(params)),
    }),
    endpoint({
      method: "POST",
      path: `${base}/:id/preview`,
      refusals: [404],
      tag,
      access: "content:read",
      output: previewLinkOutput,
      params: idParams,
      summary: `A signed address that shows the ${what} as it is now (its working copy, when it has one), published or not, for an hour`,
      call: (api, { params }) => calls.preview(api, id(params)),
    }),
    endpoint({
      method: "GET",
      path: `${base}/:id/revisions`,
      refusals: [404],
      tag,
      access: "content:read",
      output: revisionsOutput,
      params: idParams,
      summary: `The ${what}'s saved versions (the last 50), newest first: who, when, every content field and the fields it changed`,
      call: (api, { params }) => calls.revisions(api, id(params)),
    }),
    endpoint({
      method: "POST",
      path: `${base}/:id/revisions/:revisionId/restore`,
      refusals: [404, 409],
      tag,
      access: "content:write",
      output,
      params: revisionParams,
      summary: `Bring a revision's text back as a new save; the ${what} stays published or not as it is`,
      call: (api, { params }) => calls.restore(api, id(params), Number(params.revisionId)),
    }),
  ];
}
