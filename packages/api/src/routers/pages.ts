import {
  anyPageSlug,
  entityId,
  pageInput,
  pageUpdate,
  previewRequestInput,
  revisionListInput,
  revisionRestoreInput,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import {
  draftSavedOutput,
  editedPageOutput,
  pageOutput,
  previewLinkOutput,
  revisionsOutput,
} from "../outputs";
import {
  createPage,
  deletePage,
  discardPageDraft,
  findEditedPage,
  findPage,
  findPublishedPage,
  listAllPages,
  restorePageRevision,
  savePageDraft,
  updatePage,
} from "../services/pages";
import { createPreviewLink } from "../services/preview";
import { listRevisions } from "../services/revisions";
import { procedureFor, publicProcedure } from "../trpc";

export const pagesRouter = {
  /** A published page, the system pages (home, services, about, contact) included. */
  bySlug: publicProcedure
    .input(z.object({ slug: anyPageSlug }))
    .output(pageOutput)
    .query(({ ctx, input }) => findPublishedPage(ctx.db, input.slug)),

  list: procedureFor("content:read")
    .output(z.array(pageOutput))
    .query(({ ctx }) => listAllPages(ctx.db)),
  /** One page as the editor opens it: its sections, whether it is a system page, its working copy. */
  byId: procedureFor("content:read")
    .input(z.object({ id: entityId }))
    .output(editedPageOutput)
    .query(({ ctx, input }) => findEditedPage(ctx.db, input.id)),
  create: procedureFor("content:write")
    .input(pageInput)
    .output(pageOutput)
    .mutation(({ ctx, input }) => createPage(ctx.db, input, ctx.user)),
  update: procedureFor("content:write")
    .input(pageUpdate)
    .output(pageOutput)
    .mutation(({ ctx, input: { id, ...values } }) => updatePage(ctx.db, id, values, ctx.user)),
  delete: procedureFor("content:write")
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deletePage(ctx.db, input.id, ctx.user)),

  /** The autosave: keeps a working copy beside the live page (visitors see nothing of it). */
  saveDraft: procedureFor("content:write")
    .input(pageUpdate)
    .output(draftSavedOutput)
    .mutation(({ ctx, input: { id, ...values } }) => savePageDraft(ctx.db, id, values, ctx.user)),
  discardDraft: procedureFor("content:write")
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => discardPageDraft(ctx.db, input.id)),

  /**
   * A signed address that shows the page as it is now (its working copy, when it has one), for an
   * hour. Every role may preview.
   */
  preview: procedureFor("content:read")
    .input(previewRequestInput)
    .output(previewLinkOutput)
    .mutation(({ ctx, input }) => createPreviewLink(ctx.db, ctx.siteUrl, "page", input.id)),
  revisions: procedureFor("content:read")
    .input(revisionListInput)
    .output(revisionsOutput)
    .query(async ({ ctx, input }) => {
      await findPage(ctx.db, input.id);
      return listRevisions(ctx.db, "page", input.id);
    }),
  restoreRevision: procedureFor("content:write")
    .input(revisionRestoreInput)
    .output(pageOutput)
    .mutation(({ ctx, input }) => restorePageRevision(ctx.db, input.id, input.revisionId, ctx.user)),
} satisfies TRPCRouterRecord;
