import { previewResolveInput, unsavedPreviewInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { resolvePreview, unsavedPreview } from "../services/preview";
import { fillsCompanyFacts, procedureFor, publicProcedure } from "../trpc";

export const previewRouter = {
  /**
   * What a preview address shows: the page or post its signed token names, in the shape the public
   * `blog.bySlug` and `pages.bySlug` answer, published or not, with its working copy's fields when
   * it has one. A tampered, expired or unknown token is NOT_FOUND. (Links are made by `blog.preview`
   * and `pages.preview`.)
   */
  resolve: publicProcedure
    .input(previewResolveInput)
    .use(fillsCompanyFacts)
    .query(({ ctx, input }) => resolvePreview(ctx.db, input.token)),

  /**
   * The live preview: unsaved fields of a page or post, checked as a save would check them, in the
   * shape a preview shows them. Nothing is stored. The server renders the answer as the site would
   * (POST /api/admin/preview); the same roles as editing.
   */
  unsaved: procedureFor("content:write")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/preview",
        tags: ["Preview"],
        answer: {
          kind: "site-page",
          description:
            "A complete HTML document with the site's header and footer, noindex, Cache-Control: private, no-store; its stylesheet and scripts at absolute addresses of the site, none inline, so it can be shown in the panel's frame (srcdoc)",
        },
        summary:
          "The live preview: a page or post from unsaved fields (`item`, the same body as its PUT, checked the same way), rendered as visitors would see it. Nothing is stored.",
      },
    })
    .input(unsavedPreviewInput)
    .use(fillsCompanyFacts)
    .mutation(({ ctx, input }) => unsavedPreview(ctx.db, input)),
} satisfies TRPCRouterRecord;
