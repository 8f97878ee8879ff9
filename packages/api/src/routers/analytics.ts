import { analyticsRangeInput, countsAsPageView, deviceClass, pageViewInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { analyticsReportOutput } from "../outputs";
import { analyticsReport, countedView } from "../services/analytics";
import { procedureFor, publicProcedure, rateLimited } from "../trpc";

export const analyticsRouter = {
  /**
   * One page view from the beacon, written before it is answered (see PageViewWriter), whichever way it is called
   * (/api/views, /trpc): crawlers and visitors who asked not to be tracked are answered the same and
   * counted nowhere, and the user agent gives the device class, then nobody keeps it.
   */
  recordView: publicProcedure
    .use(rateLimited("pageView"))
    .input(pageViewInput)
    .mutation(async ({ ctx, input }) => {
      if (!countsAsPageView(ctx.browser)) return;
      await ctx.pageViews.record(
        countedView({ ...input, device: deviceClass(ctx.browser.userAgent) }, ctx.siteUrl),
      );
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
