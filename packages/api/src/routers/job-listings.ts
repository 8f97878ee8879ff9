import { jobListInput, postSlug } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { jobListingOutput, jobListPageOutput } from "../outputs";
import { findJobListing, listOpenJobs } from "../services/job-listings";
import { fillsCompanyFacts, keptPerContentVersion, publicProcedure } from "../trpc";

// The careers pages' public reads (issue 30): what /jobs and /jobs/{slug} show, and the API's
// GET /api/jobs and /api/jobs/{slug}. Staff's own procedures are the jobs router's.
export const jobListingsRouter = {
  list: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/jobs",
        tags: ["Jobs"],
        summary:
          "Open jobs (open, public, before their validThrough, by the clock), newest first; with q, the jobs whose title, category, place, summary or description hold its words (each may start a word), best match first. Filters: service, category, employmentType, remote and location (a city, region or country code, whole, any case); page from 1, limit 1-50 (10 by default). The answer counts them all (total, pageCount) and lists the open jobs' categories and places for the filters",
      },
    })
    .input(jobListInput)
    .output(jobListPageOutput)
    .use(keptPerContentVersion)
    .use(fillsCompanyFacts)
    .query(({ ctx, input }) => listOpenJobs(ctx.db, input)),
  bySlug: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/jobs/:slug",
        tags: ["Jobs"],
        refusals: [404, 410],
        summary:
          "One job: open, or closed, filled or expired within the last 30 days (closed: true, with closedAt); up to 3 similar open jobs beside it. 410 once it has been closed longer, 404 for a job that is not public",
      },
    })
    .input(z.object({ slug: postSlug }))
    .output(jobListingOutput)
    .use(keptPerContentVersion)
    .use(fillsCompanyFacts)
    .query(({ ctx, input }) => findJobListing(ctx.db, input.slug)),
} satisfies TRPCRouterRecord;
