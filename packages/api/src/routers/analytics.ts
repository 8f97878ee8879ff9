import {
  ANALYTICS_CSV_COLUMNS,
  analyticsPeriodFields,
  analyticsPeriodInput,
  countsAsPageView,
  deviceClass,
  pageViewInput,
} from "@staffing/shared";
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
  /**
   * Views, inquiries, pages, referrers and sources over a period (issue 21), and the visits and
   * inquiries credited to each landing page and campaign (issue 29).
   */
  report: procedureFor("analytics:read")
    .meta({
      rest: [
        {
          method: "GET",
          path: "/admin/analytics",
          tags: ["Dashboard"],
          summary:
            "Page views (counted without cookies) and inquiries over a period: days=7, 30 or 90 (up to today, UTC), or from and to (YYYY-MM-DD, both included, at most 366 days). Per day, per page (with the inquiries sent from it), per referrer host and per campaign source; and per landing page and per campaign (UTM source, medium and name), the visits that began there and the inquiries sent in them",
        },
        {
          method: "GET",
          path: "/admin/analytics/export.csv",
          operationId: "analyticsExportCsv",
          tags: ["Dashboard"],
          answer: {
            kind: "csv-download",
            query: analyticsPeriodFields,
            columns: ANALYTICS_CSV_COLUMNS,
            attachment: "analytics-FROM-to-TO.csv",
          },
          summary:
            "The landing pages and campaigns of the analytics report for the same period (days, or from and to), as CSV",
        },
      ],
    })
    .input(analyticsPeriodInput)
    .output(analyticsReportOutput)
    .query(({ ctx, input }) => analyticsReport(ctx.db, input)),
} satisfies TRPCRouterRecord;
