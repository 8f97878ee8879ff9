import { inquiryCursor, subscriberCursor } from "@staffing/api";
import type { Inquiry } from "@staffing/db";
import {
  AUDITED_ENTITIES,
  blogListInput,
  blogPostInput,
  type Capability,
  entityId,
  INQUIRY_STATUSES,
  type InquiryFilter,
  inquiryFilterInput,
  inquiryInput,
  inquiryListInput,
  newsletterInput,
  PAGE_TYPES,
  pageInput,
  postSlug,
  redirectInput,
  type SubscriberFilter,
  seoSettingInput,
  subscriberFilterInput,
  subscriberListInput,
  userCreateInput,
  userUpdateInput,
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
 * One REST path of the spec: its documentation (OpenAPI is generated from this list) and the one
 * procedure it calls. Schemas are the procedures' own, from @staffing/shared.
 */
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  summary: string;
  tag:
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
    | "Redirects";
  /** Who may call it: anyone, or a signed-in user whose role has the capability. */
  access: "public" | Capability;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data with the file in the field `file` (its other fields in `body`). */
  upload?: boolean;
  /** What a success answers with, for the documentation. */
  response:
    | "post"
    | "posts"
    | "page"
    | "pages"
    | "inquiries"
    | "inquiry"
    | "seo"
    | "seoList"
    | "seoFields"
    | "stats"
    | "inquiriesByWeek"
    | "user"
    | "users"
    | "subscribers"
    | "accepted"
    | "removedFactors"
    | "auditLog"
    | "media"
    | "mediaList"
    | "preview"
    | "revisions"
    | "redirect"
    | "redirects"
    | "csv"
    | "created"
    | "none";
  successStatus?: number;
  call(api: Caller, input: EndpointInput): Promise<unknown>;
  /** Response headers derived from the answer (e.g. the next page's cursor). */
  headers?(result: unknown, input: EndpointInput): Record<string, string>;
  /** The body (and status) sent for the procedure's answer, when it is not the answer itself. */
  present?(result: unknown): { body: unknown; status?: number };
}

const idParams = z.object({ id: entityId });
const revisionParams = z.object({ id: entityId, revisionId: z.string().regex(/^\d+$/) });
// Every procedure validates its whole input; these casts only hand the raw request parts over.
const as = <T>(value: unknown) => value as T;
const withId = ({ params, body }: EndpointInput) => ({ ...body, id: params.id });

export const PUBLIC_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/blog",
    tag: "Blog",
    access: "public",
    response: "posts",
    query: blogListInput,
    summary: "Published posts, newest first (page from 1, limit 1-50, optional category)",
    call: (api, { query }) => api.blog.list(as(query)),
  },
  {
    method: "GET",
    path: "/blog/:slug",
    tag: "Blog",
    access: "public",
    response: "post",
    params: z.object({ slug: postSlug }),
    summary: "One published post",
    call: (api, { params }) => api.blog.bySlug({ slug: params.slug ?? "" }),
  },
  {
    method: "GET",
    path: "/pages/*",
    tag: "Pages",
    access: "public",
    response: "page",
    summary: "One published CMS page by its slug (which may hold '/')",
    call: (api, { params }) => api.pages.bySlug({ slug: params["*"] ?? "" }),
  },
  {
    method: "GET",
    path: "/seo/:pageType",
    tag: "SEO",
    access: "public",
    response: "seoFields",
    params: z.object({ pageType: z.enum(PAGE_TYPES) }),
    summary: "The SEO settings a page type uses: its own over the global ones",
    call: (api, { params }) => api.seo.forPageType(as(params)),
  },
  {
    method: "POST",
    path: "/inquiries",
    tag: "Inquiries",
    access: "public",
    response: "created",
    body: inquiryInput,
    successStatus: 201,
    summary: "Send an inquiry (rate limited per address)",
    call: (api, { body }) => api.inquiries.create(as(body)),
  },
  {
    method: "POST",
    path: "/newsletter",
    tag: "Newsletter",
    access: "public",
    response: "accepted",
    body: newsletterInput,
    successStatus: 202,
    summary:
      "Ask to subscribe an address (optional source: the form it came from). A confirmation mail follows; the answer is the same for an address already known.",
    call: (api, { body }) => api.newsletter.subscribe(as(body)),
  },
];

export const ADMIN_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/stats",
    tag: "Dashboard",
    access: "stats:read",
    response: "stats",
    summary: "Dashboard counters",
    call: (api) => api.stats.get(),
  },
  {
    method: "GET",
    path: "/stats/inquiries-by-week",
    tag: "Dashboard",
    access: "stats:read",
    response: "inquiriesByWeek",
    summary: "Inquiries of the last 12 ISO weeks (Monday start, UTC) by status, oldest first",
    call: (api) => api.stats.inquiriesByWeek(),
  },
  {
    method: "GET",
    path: "/pages",
    tag: "Pages",
    access: "content:read",
    response: "pages",
    summary: "Every page, drafts included",
    call: (api) => api.pages.list(),
  },
  {
    method: "POST",
    path: "/pages",
    tag: "Pages",
    access: "content:write",
    response: "page",
    body: pageInput,
    successStatus: 201,
    summary: "Create a page",
    call: (api, { body }) => api.pages.create(as(body)),
  },
  {
    method: "PUT",
    path: "/pages/:id",
    tag: "Pages",
    access: "content:write",
    response: "page",
    params: idParams,
    body: pageInput,
    summary: "Update a page",
    call: (api, input) => api.pages.update(as(withId(input))),
  },
  {
    method: "DELETE",
    path: "/pages/:id",
    tag: "Pages",
    access: "content:write",
    response: "none",
    params: idParams,
    summary: "Delete a page",
    call: (api, { params }) => api.pages.delete(as(params)),
  },
  {
    method: "GET",
    path: "/blog",
    tag: "Blog",
    access: "content:read",
    response: "posts",
    summary: "Every post, drafts included",
    call: (api) => api.blog.adminList(),
  },
  {
    method: "POST",
    path: "/blog",
    tag: "Blog",
    access: "content:write",
    response: "post",
    body: blogPostInput,
    successStatus: 201,
    summary: "Create a post",
    call: (api, { body }) => api.blog.create(as(body)),
  },
  {
    method: "PUT",
    path: "/blog/:id",
    tag: "Blog",
    access: "content:write",
    response: "post",
    params: idParams,
    body: blogPostInput,
    summary: "Update a post",
    call: (api, input) => api.blog.update(as(withId(input))),
  },
  {
    method: "DELETE",
    path: "/blog/:id",
    tag: "Blog",
    access: "content:write",
    response: "none",
    params: idParams,
    summary: "Delete a post",
    call: (api, { params }) => api.blog.delete(as(params)),
  },
  {
    method: "GET",
    path: "/inquiries",
    tag: "Inquiries",
    access: "inquiries:manage",
    response: "inquiries",
    query: inquiryListInput,
    summary:
      "Inquiries, newest first; optional status, search, limit and cursor (next page in X-Next-Cursor)",
    call: (api, { query }) => api.inquiries.list(as(query)),
    headers: (rows, { query }): Record<string, string> => {
      const list = rows as Inquiry[];
      const last = list.at(-1);
      const full = typeof query.limit === "number" && list.length === query.limit;
      return full && last ? { "x-next-cursor": inquiryCursor(last) } : {};
    },
  },
  {
    method: "GET",
    path: "/inquiries/export.csv",
    tag: "Inquiries",
    access: "inquiries:manage",
    response: "csv",
    query: inquiryFilterInput,
    summary:
      "Every inquiry matching the optional status and search, newest first, as a CSV download (streamed)",
    call: (api, { query }) => inquiriesCsvStream(api, as<InquiryFilter>(query)),
    headers: () => inquiriesCsvHeaders(),
  },
  {
    method: "PUT",
    path: "/inquiries/:id",
    tag: "Inquiries",
    access: "inquiries:manage",
    response: "inquiry",
    params: idParams,
    body: z.object({ status: z.enum(INQUIRY_STATUSES) }),
    summary: "Change an inquiry's status",
    call: (api, { params, body }) => api.inquiries.updateStatus(as({ id: params.id, status: body.status })),
  },
  {
    method: "GET",
    path: "/seo",
    tag: "SEO",
    access: "seo:read",
    response: "seoList",
    summary: "SEO configurations",
    call: (api) => api.seo.list(),
  },
  {
    method: "POST",
    path: "/seo",
    tag: "SEO",
    access: "seo:write",
    response: "seo",
    body: seoSettingInput,
    successStatus: 201,
    summary: "Create the configuration of a page type (one per type)",
    call: (api, { body }) => api.seo.create(as(body)),
  },
  {
    method: "PUT",
    path: "/seo/:id",
    tag: "SEO",
    access: "seo:write",
    response: "seo",
    params: idParams,
    body: seoSettingInput,
    summary: "Update a configuration",
    call: (api, input) => api.seo.update(as(withId(input))),
  },
  {
    method: "GET",
    path: "/users",
    tag: "Users",
    access: "users:manage",
    response: "users",
    summary: "Staff accounts",
    call: (api) => api.users.list(),
  },
  {
    method: "POST",
    path: "/users",
    tag: "Users",
    access: "users:manage",
    response: "user",
    body: userCreateInput,
    successStatus: 201,
    summary: "Create a staff account with a role",
    call: (api, { body }) => api.users.create(as(body)),
  },
  {
    method: "PUT",
    path: "/users/:id",
    tag: "Users",
    access: "users:manage",
    response: "user",
    params: idParams,
    body: userUpdateInput.omit({ id: true }),
    summary: "Change a role, or disable / enable an account",
    call: (api, input) => api.users.update(as(withId(input))),
  },
  {
    method: "POST",
    path: "/users/:id/invite",
    tag: "Users",
    access: "users:manage",
    response: "user",
    params: idParams,
    summary: "Send an invite that was not accepted yet again, with a new link",
    call: (api, { params }) => api.users.resendInvite(as(params)),
  },
  {
    method: "DELETE",
    path: "/users/:id/invite",
    tag: "Users",
    access: "users:manage",
    response: "none",
    params: idParams,
    summary: "Revoke an invite that was not accepted yet (the account goes with it)",
    call: async (api, { params }) => {
      await api.users.revokeInvite(as(params));
    },
  },
  {
    method: "DELETE",
    path: "/users/:id/factors",
    tag: "Users",
    access: "users:manage",
    response: "removedFactors",
    params: idParams,
    summary: "Remove another user's second factors (a lost phone); their sessions end",
    call: (api, { params }) => api.users.removeSecondFactors(as(params)),
  },
  {
    method: "GET",
    path: "/subscribers",
    tag: "Subscribers",
    access: "subscribers:manage",
    response: "subscribers",
    query: subscriberListInput,
    summary:
      "Newsletter subscribers, newest first; optional status, search, limit and cursor (next page in X-Next-Cursor)",
    call: (api, { query }) => api.subscribers.list(as(query)),
    headers: (rows, { query }): Record<string, string> => {
      const list = rows as { createdAt: Date; id: string }[];
      const last = list.at(-1);
      const full = typeof query.limit === "number" && list.length === query.limit;
      return full && last ? { "x-next-cursor": subscriberCursor(last) } : {};
    },
  },
  {
    method: "GET",
    path: "/subscribers/export.csv",
    tag: "Subscribers",
    access: "subscribers:manage",
    response: "csv",
    query: subscriberFilterInput,
    summary: "Every subscriber matching the optional status and search, with their consent record, as CSV",
    call: (api, { query }) => subscribersCsvStream(api, as<SubscriberFilter>(query)),
    headers: () => subscribersCsvHeaders(),
  },
  {
    method: "DELETE",
    path: "/subscribers/:id",
    tag: "Subscribers",
    access: "subscribers:manage",
    response: "none",
    params: idParams,
    summary: "Remove a subscriber and their record",
    call: async (api, { params }) => {
      await api.subscribers.remove(as(params));
    },
  },
  {
    method: "DELETE",
    path: "/inquiries/:id",
    tag: "Inquiries",
    access: "inquiries:manage",
    response: "none",
    params: idParams,
    summary: "Delete an inquiry (spam); the audit log keeps what it said",
    call: (api, { params }) => api.inquiries.delete(as(params)),
  },
  ...contentEndpoints("/blog", "Blog", {
    preview: (api, id) => api.blog.preview({ id }),
    revisions: (api, id) => api.blog.revisions({ id }),
    restore: (api, id, revisionId) => api.blog.restoreRevision({ id, revisionId }),
  }),
  ...contentEndpoints("/pages", "Pages", {
    preview: (api, id) => api.pages.preview({ id }),
    revisions: (api, id) => api.pages.revisions({ id }),
    restore: (api, id, revisionId) => api.pages.restoreRevision({ id, revisionId }),
  }),
  {
    method: "GET",
    path: "/media",
    tag: "Media",
    access: "media:manage",
    response: "mediaList",
    query: z.object({
      q: z.string().optional(),
      limit: z.number().int().min(1).max(200).optional(),
      cursor: z.string().optional(),
    }),
    summary:
      "The media library, newest first; optional search over file names and alt texts, limit and cursor (next page in X-Next-Cursor)",
    call: (api, { query }) => api.media.list(as(query)),
    present: (page) => ({ body: (page as MediaPage).items }),
    headers: (page): Record<string, string> => {
      const { nextCursor } = page as MediaPage;
      return nextCursor ? { "x-next-cursor": nextCursor } : {};
    },
  },
  {
    method: "POST",
    path: "/media",
    tag: "Media",
    access: "media:manage",
    response: "media",
    upload: true,
    successStatus: 201,
    summary:
      "Upload an image (multipart: `file`, optional `alt`): JPEG, PNG, WebP, AVIF or GIF, recognised from its bytes. 201 for a new item, 200 when the same bytes are already in the library; 413 over MEDIA_MAX_BYTES, 415 for any other format, 400 for too many pixels",
    call: (api, { file, body }) =>
      api.media.upload(as({ file: file?.bytes, fileName: file?.fileName, alt: body.alt })),
    present: (result) => {
      const { item, created } = result as { item: unknown; created: boolean };
      return { body: item, status: created ? 201 : 200 };
    },
  },
  {
    method: "PUT",
    path: "/media/:id",
    tag: "Media",
    access: "media:manage",
    response: "media",
    params: idParams,
    body: z.object({ alt: z.string().nullable() }),
    summary: "Change an image's alt text",
    call: (api, input) => api.media.update(as(withId(input))),
  },
  {
    method: "DELETE",
    path: "/media/:id",
    tag: "Media",
    access: "media:manage",
    response: "none",
    params: idParams,
    summary: "Delete an image and its files; 409 naming the posts and pages that still use it",
    call: (api, { params }) => api.media.delete(as(params)),
  },
  {
    method: "GET",
    path: "/redirects",
    tag: "Redirects",
    access: "redirects:manage",
    response: "redirects",
    summary: "Every redirect, with its hit count, most recently changed first",
    call: (api) => api.redirects.list(),
  },
  {
    method: "POST",
    path: "/redirects",
    tag: "Redirects",
    access: "redirects:manage",
    response: "redirect",
    body: redirectInput,
    successStatus: 201,
    summary: "Add a redirect from a path to a path or an absolute URL (301 or 302); 409 for a loop",
    call: (api, { body }) => api.redirects.create(as(body)),
  },
  {
    method: "PUT",
    path: "/redirects/:id",
    tag: "Redirects",
    access: "redirects:manage",
    response: "redirect",
    params: idParams,
    body: redirectInput,
    summary: "Change a redirect; 409 for a loop",
    call: (api, input) => api.redirects.update(as(withId(input))),
  },
  {
    method: "DELETE",
    path: "/redirects/:id",
    tag: "Redirects",
    access: "redirects:manage",
    response: "none",
    params: idParams,
    summary: "Delete a redirect",
    call: (api, { params }) => api.redirects.delete(as(params)),
  },
  {
    method: "GET",
    path: "/audit-log",
    tag: "Audit log",
    access: "audit:read",
    response: "auditLog",
    query: z.object({
      entityType: z.enum(AUDITED_ENTITIES).optional(),
      entityId: z.string().optional(),
      actorId: entityId.optional(),
      limit: z.number().int().min(1).max(500).optional(),
      before: z.number().int().optional(),
    }),
    summary: "Who changed what and when, newest first",
    call: (api, { query }) => api.auditLog.list(as(query)),
  },
];

type MediaPage = { items: unknown[]; nextCursor: string | null };

/** A page's or post's preview link and revisions, the same under /blog and /pages. */
function contentEndpoints(
  base: "/blog" | "/pages",
  tag: "Blog" | "Pages",
  calls: {
    preview(api: Caller, id: string): Promise<unknown>;
    revisions(api: Caller, id: string): Promise<unknown>;
    restore(api: Caller, id: string, revisionId: number): Promise<unknown>;
  },
): Endpoint[] {
  const what = tag === "Blog" ? "post" : "page";
  const id = (params: Record<string, string>) => params.id ?? "";
  return [
    {
      method: "POST",
      path: `${base}/:id/preview`,
      tag,
      access: "content:read",
      response: "preview",
      params: idParams,
      summary: `A signed address that shows the ${what} as it is now, published or not, for an hour`,
      call: (api, { params }) => calls.preview(api, id(params)),
    },
    {
      method: "GET",
      path: `${base}/:id/revisions`,
      tag,
      access: "content:read",
      response: "revisions",
      params: idParams,
      summary: `The ${what}'s saved versions (the last 50), newest first: who, when and every content field`,
      call: (api, { params }) => calls.revisions(api, id(params)),
    },
    {
      method: "POST",
      path: `${base}/:id/revisions/:revisionId/restore`,
      tag,
      access: "content:write",
      response: what,
      params: revisionParams,
      summary: `Bring a revision's text back as a new save; the ${what} stays published or not as it is`,
      call: (api, { params }) => calls.restore(api, id(params), Number(params.revisionId)),
    },
  ];
}
