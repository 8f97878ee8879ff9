import { previewResolveInput, unsavedPreviewInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { resolvePreview, unsavedPreview } from "../services/preview";
import { procedureFor, publicProcedure } from "../trpc";

export const previewRouter = {
  /**
   * What a preview address shows: the page or post its signed token names, in the shape the public
   * `blog.bySlug` and `pages.bySlug` answer, published or not, with its working copy's fields when
   * it has one. A tampered, expired or unknown token is NOT_FOUND. (Links are made by `blog.preview`
   * and `pages.preview`.)
   */
  resolve: publicProcedure
    .input(previewResolveInput)
    .query(({ ctx, input }) => resolvePreview(ctx.db, input.token)),

  /**
   * The live preview: unsaved fields of a page or post, checked as a save would check them, in the
   * shape a preview shows them. Nothing is stored. The server renders the answer as the site would
   * (POST /api/admin/preview); the same roles as editing.
   */
  unsaved: procedureFor("content:write")
    .input(unsavedPreviewInput)
    .mutation(({ ctx, input }) => unsavedPreview(ctx.db, input)),
} satisfies TRPCRouterRecord;
