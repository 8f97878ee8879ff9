import { can } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { activityOutput, adminStatsOutput, inquiryWeeksOutput } from "../outputs";
import { recentActivity } from "../services/activity";
import { listScheduled } from "../services/scheduled-publishing";
import { adminStats, inquiriesByWeek, mailBehindMinutes } from "../services/stats";
import { procedureFor } from "../trpc";

export const statsRouter = {
  get: procedureFor("stats:read")
    .meta({
      rest: { method: "GET", path: "/admin/stats", tags: ["Dashboard"], summary: "Dashboard counters" },
    })
    .output(adminStatsOutput)
    .query(async ({ ctx }) => {
      const [counters, mailBehind] = await Promise.all([
        adminStats(ctx.db, ctx.inquiryResponseHours),
        mailBehindMinutes(ctx.jobs),
      ]);
      return { ...counters, mailBehindMinutes: mailBehind };
    }),
  /** The dashboard chart: 12 ISO weeks, oldest first, zero-filled. A dashboard counter, so every role. */
  inquiriesByWeek: procedureFor("stats:read")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/stats/inquiries-by-week",
        tags: ["Dashboard"],
        summary: "Inquiries of the last 12 ISO weeks (Monday start, UTC) by status, oldest first",
      },
    })
    .output(inquiryWeeksOutput)
    .query(({ ctx }) => inquiriesByWeek(ctx.db)),
  /**
   * The dashboard's list of pages, posts and (for those who manage jobs: a job not yet public is theirs
   * to see) jobs that go public by themselves, soonest first.
   */
  scheduled: procedureFor("content:read").query(({ ctx }) =>
    listScheduled(ctx.db, { withJobs: can(ctx.user.role, "jobs:manage") }),
  ),
  /** The dashboard's recent activity: the audit log in sentences, of what the reader's role may read. */
  activity: procedureFor("stats:read")
    .output(activityOutput)
    .query(({ ctx }) => recentActivity(ctx.db, ctx.user)),
} satisfies TRPCRouterRecord;
