import {
  blogListInput,
  blogPostInput,
  blogPostUpdate,
  entityId,
  postDraftInput,
  postSlug,
  previewRequestInput,
  revisionChangesInput,
  revisionListInput,
  revisionRestoreInput,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import {
  blogPostOutput,
  draftSavedOutput,
  editedBlogPostOutput,
  previewLinkOutput,
  publicBlogPostOutput,
  revisionChangesOutput,
  revisionsOutput,
  updatedBlogPostOutput,
} from "../outputs";
import {
  createPost,
  deletePost,
  discardPostDraft,
  findEditedPost,
  findPost,
  findPublishedPost,
  listAllPosts,
  listPublishedPosts,
  restorePostRevision,
  savePostDraft,
  updatePost,
} from "../services/blog-posts";
import { createPreviewLink } from "../services/preview";
import { listRevisions, revisionChangesSince } from "../services/revisions";
import { fillsCompanyFacts, keptPerContentVersion, procedureFor, publicProcedure } from "../trpc";
import { editing } from "./editing-paths";

export const blogRouter = {
  list: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/blog",
        tags: ["Blog"],
        summary:
          "Published posts, newest first (page from 1, limit 1-50, optional category); with q, the posts whose title, excerpt, body or tags hold its words (each may start a word), best match first",
      },
    })
    .input(blogListInput)
    .output(z.array(publicBlogPostOutput))
    .use(keptPerContentVersion)
    .use(fillsCompanyFacts)
    .query(({ ctx, input }) => listPublishedPosts(ctx.db, input)),
  bySlug: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/blog/:slug",
        tags: ["Blog"],
        refusals: [404],
        summary: "One published post",
      },
    })
    .input(z.object({ slug: postSlug }))
    .output(publicBlogPostOutput)
    .use(keptPerContentVersion)
    .use(fillsCompanyFacts)
    .query(({ ctx, input }) => findPublishedPost(ctx.db, input.slug)),

  adminList: procedureFor("content:read")
    .meta({
      rest: { method: "GET", path: "/admin/blog", tags: ["Blog"], summary: "Every post, drafts included" },
    })
    .output(z.array(blogPostOutput))
    .query(({ ctx }) => listAllPosts(ctx.db)),
  /** One post as the editor opens it, with its working copy. */
  byId: procedureFor("content:read")
    .meta({ rest: editing.byId("/admin/blog", "post") })
    .input(z.object({ id: entityId }))
    .output(editedBlogPostOutput)
    .query(({ ctx, input }) => findEditedPost(ctx.db, input.id)),
  create: procedureFor("content:write")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/blog",
        tags: ["Blog"],
        success: [201],
        refusals: [409],
        summary: "Create a post",
      },
    })
    .input(blogPostInput)
    .output(blogPostOutput)
    .mutation(({ ctx, input }) => createPost(ctx.db, ctx.jobs, input, ctx.user)),
  update: procedureFor("content:write")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/blog/:id",
        tags: ["Blog"],
        refusals: [404, 409],
        summary:
          "Update a post; every field is checked (400 names each one at fault), it goes live and its working copy is dropped. 409 for a taken slug, and with `baseVersion` when someone changed the post since (naming who and when)",
      },
    })
    .input(blogPostUpdate)
    .output(updatedBlogPostOutput)
    .mutation(({ ctx, input: { id, baseVersion, ...values } }) =>
      updatePost(ctx.db, ctx.jobs, id, values, ctx.user, baseVersion),
    ),
  delete: procedureFor("content:write")
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/blog/:id",
        tags: ["Blog"],
        refusals: [404],
        summary: "Delete a post",
      },
    })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deletePost(ctx.db, input.id, ctx.user)),

  /** The autosave: keeps a working copy beside the live post (visitors see nothing of it). */
  saveDraft: procedureFor("content:write")
    .meta({ rest: editing.saveDraft("/admin/blog", "post") })
    .input(postDraftInput)
    .output(draftSavedOutput)
    .mutation(({ ctx, input: { id, baseVersion, ...values } }) =>
      savePostDraft(ctx.db, id, values, ctx.user, baseVersion),
    ),
  discardDraft: procedureFor("content:write")
    .meta({ rest: editing.discardDraft("/admin/blog", "post") })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => discardPostDraft(ctx.db, input.id, ctx.user)),

  /**
   * A signed address that shows the post as it is now (its working copy, when it has one), for an
   * hour. Every role may preview.
   */
  preview: procedureFor("content:read")
    .meta({ rest: editing.preview("/admin/blog", "post") })
    .input(previewRequestInput)
    .output(previewLinkOutput)
    .mutation(({ ctx, input }) => createPreviewLink(ctx.db, ctx.siteUrl, "post", input.id)),
  revisions: procedureFor("content:read")
    .meta({ rest: editing.revisions("/admin/blog", "post") })
    .input(revisionListInput)
    .output(revisionsOutput)
    .query(async ({ ctx, input }) => {
      await findPost(ctx.db, input.id);
      return listRevisions(ctx.db, "blog_post", input.id);
    }),
  revisionChanges: procedureFor("content:read")
    .meta({ rest: editing.revisionChanges("/admin/blog", "post") })
    .input(revisionChangesInput)
    .output(revisionChangesOutput)
    .query(async ({ ctx, input }) =>
      revisionChangesSince(ctx.db, "blog_post", await findPost(ctx.db, input.id), input.revisionId),
    ),
  restoreRevision: procedureFor("content:write")
    .meta({ rest: editing.restoreRevision("/admin/blog", "post") })
    .input(revisionRestoreInput)
    .output(blogPostOutput)
    .mutation(({ ctx, input }) =>
      restorePostRevision(ctx.db, ctx.jobs, input.id, input.revisionId, ctx.user),
    ),
} satisfies TRPCRouterRecord;
