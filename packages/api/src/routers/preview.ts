import { previewResolveInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { resolvePreview } from "../services/preview";
import { publicProcedure } from "../trpc";

export const previewRouter = {
  /**
   * What a preview address shows: the page or post its signed token names, in the shape the public
   * `blog.bySlug` and `pages.bySlug` answer, published or not. A tampered, expired or unknown token
   * is NOT_FOUND. (Links are made by `blog.preview` and `pages.preview`.)
   */
  resolve: publicProcedure
    .input(previewResolveInput)
    .query(({ ctx, input }) => resolvePreview(ctx.db, input.token)),
} satisfies TRPCRouterRecord;
