import { siteSearchInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { siteSearchOutput } from "../outputs";
import { searchSite } from "../services/search";
import { publicProcedure } from "../trpc";

export const searchRouter = {
  /** Published posts and pages matching a visitor's words, best first. */
  site: publicProcedure
    .input(siteSearchInput)
    .output(siteSearchOutput)
    .query(async ({ ctx, input }) => ({ items: await searchSite(ctx.db, input) })),
} satisfies TRPCRouterRecord;
