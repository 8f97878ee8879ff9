import {
  anyPageSlug,
  entityId,
  pageDraftInput,
  pageInput,
  pageUpdate,
  previewRequestInput,
  revisionChangesInput,
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
  revisionChangesOutput,
  revisionsOutput,
  updatedPageOutput,
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
import { listRevisions, revisionChangesSince } from "../services/revisions";
import { fillsCompanyFacts, keptPerContentVersion, procedureFor, publicProcedure } from "../trpc";
import { editing } from "./editing-paths";

export const pagesRouter = {
  /** A published page, the system pages (home, services, about, contact) included. */
  bySlug: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/pages/*",
        tags: ["Pages"],
        refusals: [404],
        summary:
          "One published page by its slug (which may hold '/'), with its sections; the system pages too (home, services, about, contact)",
      },
    })
    .input(z.object({ slug: anyPageSlug }))
    .output(pageOutput)
    .use(keptPerContentVersion)
    .use(fillsCompanyFacts)
    .query(({ ctx, input }) => findPublishedPage(ctx.db, input.slug)),

  list: procedureFor("content:read")
    .meta({
      rest: { method: "GET", path: "/admin/pages", tags: ["Pages"], summary: "Every page, drafts included" },
    })
    .output(z.array(pageOutput))
    .query(({ ctx }) => listAllPages(ctx.db)),
  /** One page as the editor opens it: its sections, whether it is a system page, its working copy. */
  byId: procedureFor("content:read")
    .meta({ rest: editing.byId("/admin/pages", "page") })
    .input(z.object({ id: entityId }))
    .output(editedPageOutput)
    .query(({ ctx, input }) => findEditedPage(ctx.db, input.id)),
  create: procedureFor("content:write")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/pages",
        tags: ["Pages"],
        success: [201],
        refusals: [409],
        summary:
          "Create a page of sections (and/or HTML content, required without sections); 400 naming the field, for an image not in the media library or a system page's slug",
      },
    })
    .input(pageInput)
    .output(pageOutput)
    .mutation(({ ctx, input }) => createPage(ctx.db, ctx.jobs, input, ctx.user)),
  update: procedureFor("content:write")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/pages/:id",
        tags: ["Pages"],
        refusals: [404, 409],
        summary:
          "Update a page; every field is checked (400 names each one at fault), it goes live and its working copy is dropped. Without `sections` it keeps its own. 409 for a system page's new slug or unpublishing it, and with `baseVersion` when someone changed the page since (naming who and when)",
      },
    })
    .input(pageUpdate)
    .output(updatedPageOutput)
    .mutation(({ ctx, input: { id, baseVersion, ...values } }) =>
      updatePage(ctx.db, ctx.jobs, id, values, ctx.user, baseVersion),
    ),
  delete: procedureFor("content:write")
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/pages/:id",
        tags: ["Pages"],
        refusals: [404, 409],
        summary: "Delete a page; 409 for a system page (Home, Services, About, Contact)",
      },
    })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deletePage(ctx.db, input.id, ctx.user)),

  /** The autosave: keeps a working copy beside the live page (visitors see nothing of it). */
  saveDraft: procedureFor("content:write")
    .meta({ rest: editing.saveDraft("/admin/pages", "page") })
    .input(pageDraftInput)
    .output(draftSavedOutput)
    .mutation(({ ctx, input: { id, baseVersion, ...values } }) =>
      savePageDraft(ctx.db, id, values, ctx.user, baseVersion),
    ),
  discardDraft: procedureFor("content:write")
    .meta({ rest: editing.discardDraft("/admin/pages", "page") })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => discardPageDraft(ctx.db, input.id, ctx.user)),

  /**
   * A signed address that shows the page as it is now (its working copy, when it has one), for an
   * hour. Every role may preview.
   */
  preview: procedureFor("content:read")
    .meta({ rest: editing.preview("/admin/pages", "page") })
    .input(previewRequestInput)
    .output(previewLinkOutput)
    .mutation(({ ctx, input }) => createPreviewLink(ctx.db, ctx.siteUrl, "page", input.id)),
  revisions: procedureFor("content:read")
    .meta({ rest: editing.revisions("/admin/pages", "page") })
    .input(revisionListInput)
    .output(revisionsOutput)
    .query(async ({ ctx, input }) => {
      await findPage(ctx.db, input.id);
      return listRevisions(ctx.db, "page", input.id);
    }),
  revisionChanges: procedureFor("content:read")
    .meta({ rest: editing.revisionChanges("/admin/pages", "page") })
    .input(revisionChangesInput)
    .output(revisionChangesOutput)
    .query(async ({ ctx, input }) =>
      revisionChangesSince(ctx.db, "page", await findPage(ctx.db, input.id), input.revisionId),
    ),
  restoreRevision: procedureFor("content:write")
    .meta({ rest: editing.restoreRevision("/admin/pages", "page") })
    .input(revisionRestoreInput)
    .output(pageOutput)
    .mutation(({ ctx, input }) =>
      restorePageRevision(ctx.db, ctx.jobs, input.id, input.revisionId, ctx.user),
    ),
} satisfies TRPCRouterRecord;
