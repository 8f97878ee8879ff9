import type { RestBinding, RestTag } from "../rest";

type Base = "/admin/blog" | "/admin/pages" | "/admin/jobs";
type What = "post" | "page" | "job";

const TAGS: Record<What, RestTag> = { post: "Blog", page: "Pages", job: "Jobs" };
const tagOf = (what: What): [RestTag] => [TAGS[what]];

/**
 * A page's, post's or job's editing paths, the same under /blog, /pages and /jobs: the item with its working
 * copy, the working copy itself (the autosave), the preview link and the revisions.
 */
export const editing = {
  byId: (base: Base, what: What): RestBinding => ({
    method: "GET",
    path: `${base}/:id`,
    tags: tagOf(what),
    refusals: [404],
    summary: `One ${what} as the editor opens it, with \`draft\`: its working copy's fields (as typed, valid or not) and savedAt, or null, and \`version\`, the base of the next save${what === "page" ? "; `system` marks Home, Services, About and Contact" : ""}`,
  }),
  saveDraft: (base: Base, what: What): RestBinding => ({
    method: "PUT",
    path: `${base}/:id/draft`,
    tags: tagOf(what),
    refusals: [404, 409],
    summary: `The autosave: keep a working copy of the ${what}, the fields of its PUT as typed, valid or not (an empty title, a half-built section, a text over its length: only the request body limit caps it). Nothing is checked until PUT makes it live; visitors, the sitemap, the feed and the public API go on seeing the live ${what}; DELETE drops it. With \`baseVersion\`, 409 when someone changed the ${what} since (naming who and when)`,
  }),
  discardDraft: (base: Base, what: What): RestBinding => ({
    method: "DELETE",
    path: `${base}/:id/draft`,
    tags: tagOf(what),
    refusals: [404],
    summary: `Drop the ${what}'s working copy (done as well when there is none)`,
  }),
  preview: (base: Base, what: What): RestBinding => ({
    method: "POST",
    path: `${base}/:id/preview`,
    tags: tagOf(what),
    refusals: [404],
    summary: `A signed address that shows the ${what} as it is now (its working copy, when it has one), published or not, for an hour`,
  }),
  revisions: (base: Base, what: What): RestBinding => ({
    method: "GET",
    path: `${base}/:id/revisions`,
    tags: tagOf(what),
    refusals: [404],
    summary: `The ${what}'s saved versions (the last 50), newest first: who, when, every content field and the fields it changed`,
  }),
  revisionChanges: (base: Base, what: What): RestBinding => ({
    method: "GET",
    path: `${base}/:id/revisions/:revisionId/changes`,
    tags: tagOf(what),
    refusals: [404],
    summary: `What changed from a revision to the ${what} as saved now, field by field and in words (sections and their items included): each change's path (\`sections.0.heading\`), label, and its values before and after as text; none when they match`,
  }),
  restoreRevision: (base: Base, what: What): RestBinding => ({
    method: "POST",
    path: `${base}/:id/revisions/:revisionId/restore`,
    tags: tagOf(what),
    refusals: [404, 409],
    summary:
      what === "job"
        ? "Bring a revision's text back as a new save; the job keeps its status and the moment it opened"
        : `Bring a revision's text back as a new save; the ${what} stays published or not as it is`,
  }),
};
