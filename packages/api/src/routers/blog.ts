import { blogListInput, blogPostInput, blogPostUpdate, entityId, postSlug } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import {
  createPost,
  deletePost,
  findPublishedPost,
  listAllPosts,
  listPublishedPosts,
  updatePost,
} from "../services/blog-posts";
import { procedureFor, publicProcedure } from "../trpc";

export const blogRouter = {
  list: publicProcedure.input(blogListInput).query(({ ctx, input }) => listPublishedPosts(ctx.db, input)),
  bySlug: publicProcedure
    .input(z.object({ slug: postSlug }))
    .query(({ ctx, input }) => findPublishedPost(ctx.db, input.slug)),

  adminList: procedureFor("content:read").query(({ ctx }) => listAllPosts(ctx.db)),
  create: procedureFor("content:write")
    .input(blogPostInput)
    .mutation(({ ctx, input }) => createPost(ctx.db, input, ctx.user)),
  update: procedureFor("content:write")
    .input(blogPostUpdate)
    .mutation(({ ctx, input: { id, ...values } }) => updatePost(ctx.db, id, values, ctx.user)),
  delete: procedureFor("content:write")
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deletePost(ctx.db, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
