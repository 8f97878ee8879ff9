import { entityId, pageInput, pageSlug, pageUpdate } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { createPage, deletePage, findPublishedPage, listAllPages, updatePage } from "../services/pages";
import { procedureFor, publicProcedure } from "../trpc";

export const pagesRouter = {
  bySlug: publicProcedure
    .input(z.object({ slug: pageSlug }))
    .query(({ ctx, input }) => findPublishedPage(ctx.db, input.slug)),

  list: procedureFor("content:read").query(({ ctx }) => listAllPages(ctx.db)),
  create: procedureFor("content:write")
    .input(pageInput)
    .mutation(({ ctx, input }) => createPage(ctx.db, input, ctx.user)),
  update: procedureFor("content:write")
    .input(pageUpdate)
    .mutation(({ ctx, input: { id, ...values } }) => updatePage(ctx.db, id, values, ctx.user)),
  delete: procedureFor("content:write")
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deletePage(ctx.db, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
