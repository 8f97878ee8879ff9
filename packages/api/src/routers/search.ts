import { siteSearchInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { siteSearchOutput } from "../outputs";
import { searchSite } from "../services/search";
import { fillsCompanyFacts, publicProcedure } from "../trpc";

export const searchRouter = {
  /** Published posts and pages matching a visitor's words, best first. */
  site: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/search",
        tags: ["Search"],
        summary:
          "Published posts and pages whose words match q (each word may be the start of one, at most 200 characters), best match first; limit 1-20, 10 by default",
      },
    })
    .input(siteSearchInput)
    .output(siteSearchOutput)
    .use(fillsCompanyFacts)
    .query(async ({ ctx, input }) => ({ items: await searchSite(ctx.db, input) })),
} satisfies TRPCRouterRecord;
