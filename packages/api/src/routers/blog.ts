import {
  blogListInput,
  blogPostInput,
  blogPostUpdate,
  entityId,
  postSlug,
  previewRequestInput,
  revisionListInput,
  revisionRestoreInput,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { blogPostOutput, previewLinkOutput, publicBlogPostOutput, revisionsOutput } from "../outputs";
import {
  createPost,
  deletePost,
  findPost,
  findPublishedPost,
  listAllPosts,
  listPublishedPosts,
  restorePostRevision,
  updatePost,
} from "../services/blog-posts";
import { createPreviewLink } from "../services/preview";
import { listRevisions } from "../services/revisions";
import { procedureFor, publicProcedure } from "../trpc";

export const blogRouter = {
  list: publicProcedure
    .input(blogListInput)
    .output(z.array(publicBlogPostOutput))
    .query(({ ctx, input }) => listPublishedPosts(ctx.db, input)),
  bySlug: publicProcedure
    .input(z.object({ slug: postSlug }))
    .output(publicBlogPostOutput)
    .query(({ ctx, input }) => findPublishedPost(ctx.db, input.slug)),

  adminList: procedureFor("content:read")
    .output(z.array(blogPostOutput))
    .query(({ ctx }) => listAllPosts(ctx.db)),
  create: procedureFor("content:write")
    .input(blogPostInput)
    .output(blogPostOutput)
    .mutation(({ ctx, input }) => createPost(ctx.db, input, ctx.user)),
  update: procedureFor("content:write")
    .input(blogPostUpdate)
    .output(blogPostOutput)
    .mutation(({ ctx, input: { id, ...values } }) => updatePost(ctx.db, id, values, ctx.user)),
  delete: procedureFor("content:write")
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deletePost(ctx.db, input.id, ctx.user)),

  /** A signed address that shows the post as it is now, for an hour. Every role may preview. */
  preview: procedureFor("content:read")
    .input(previewRequestInput)
    .output(previewLinkOutput)
    .mutation(({ ctx, input }) => createPreviewLink(ctx.db, ctx.siteUrl, "post", input.id)),
  revisions: procedureFor("content:read")
    .input(revisionListInput)
    .output(revisionsOutput)
    .query(async ({ ctx, input }) => {
      await findPost(ctx.db, input.id);
      return listRevisions(ctx.db, "blog_post", input.id);
    }),
  restoreRevision: procedureFor("content:write")
    .input(revisionRestoreInput)
    .output(blogPostOutput)
    .mutation(({ ctx, input }) => restorePostRevision(ctx.db, input.id, input.revisionId, ctx.user)),
} satisfies TRPCRouterRecord;
