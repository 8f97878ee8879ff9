import { analyticsRangeInput, pageViewRecord } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { analyticsReportOutput } from "../outputs";
import { analyticsReport, countedView } from "../services/analytics";
import { procedureFor, publicProcedure, rateLimited } from "../trpc";

export const analyticsRouter = {
  /**
   * One page view from the beacon, counted in memory (see PageViewBuffer): the caller (the
   * /api/views route) has already left out crawlers and visitors who asked not to be tracked, and
   * passes the device class it read from the user agent, which nobody keeps.
   */
  recordView: publicProcedure
    .use(rateLimited("pageView"))
    .input(pageViewRecord)
    .mutation(({ ctx, input }) => {
      ctx.pageViews.count(countedView(input, ctx.siteUrl));
    }),
  /** Views, inquiries, pages, referrers and sources over a range of days (issue 21). */
  report: procedureFor("analytics:read")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/analytics",
        tags: ["Dashboard"],
        summary:
          "Page views (counted without cookies) and inquiries from one UTC day to another (from, to: YYYY-MM-DD, both included, at most 366 days): per day, per page (with the inquiries sent from it), per referrer host and per campaign source",
      },
    })
    .input(analyticsRangeInput)
    .output(analyticsReportOutput)
    .query(({ ctx, input }) => analyticsReport(ctx.db, input)),
} satisfies TRPCRouterRecord;
