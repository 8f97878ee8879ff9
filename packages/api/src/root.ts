import type { TRPCBuiltRouter, TRPCDecorateCreateRouterOptions, TRPCRouterRecord } from "@trpc/server";
import { accountRouter } from "./routers/account";
import { analyticsRouter } from "./routers/analytics";
import { applicationsRouter } from "./routers/applications";
import { auditLogRouter } from "./routers/audit-log";
import { authorsRouter } from "./routers/authors";
import { blogRouter } from "./routers/blog";
import { documentsRouter } from "./routers/documents";
import { edgePurgesRouter } from "./routers/edge-purges";
import { inquiriesRouter } from "./routers/inquiries";
import { jobAlertsRouter } from "./routers/job-alerts";
import { jobApplicationsRouter } from "./routers/job-applications";
import { jobListingsRouter } from "./routers/job-listings";
import { jobsRouter } from "./routers/jobs";
import { mediaRouter } from "./routers/media";
import { navigationRouter } from "./routers/navigation";
import { newsletterRouter } from "./routers/newsletter";
import { pagesRouter } from "./routers/pages";
import { peopleRouter } from "./routers/people";
import { previewRouter } from "./routers/preview";
import { redirectsRouter } from "./routers/redirects";
import { searchRouter } from "./routers/search";
import { seoRouter } from "./routers/seo";
import { siteRouter } from "./routers/site";
import { statsRouter } from "./routers/stats";
import { subscribersRouter } from "./routers/subscribers";
import { usersRouter } from "./routers/users";
import { webhooksRouter } from "./routers/webhooks";
import { whitepapersRouter } from "./routers/whitepapers";
import { type ApiErrorShape, createCallerFactory, router } from "./trpc";

/** The routers by name: the REST operations are read from their procedures' meta. */
export const apiRouters = {
  account: accountRouter,
  analytics: analyticsRouter,
  applications: applicationsRouter,
  auditLog: auditLogRouter,
  authors: authorsRouter,
  blog: blogRouter,
  documents: documentsRouter,
  edgePurges: edgePurgesRouter,
  inquiries: inquiriesRouter,
  jobAlerts: jobAlertsRouter,
  jobs: jobsRouter,
  jobListings: jobListingsRouter,
  jobApplications: jobApplicationsRouter,
  media: mediaRouter,
  navigation: navigationRouter,
  newsletter: newsletterRouter,
  pages: pagesRouter,
  people: peopleRouter,
  preview: previewRouter,
  redirects: redirectsRouter,
  search: searchRouter,
  seo: seoRouter,
  site: siteRouter,
  stats: statsRouter,
  subscribers: subscribersRouter,
  users: usersRouter,
  webhooks: webhooksRouter,
  whitepapers: whitepapersRouter,
} satisfies TRPCRouterRecord;

export const appRouter = router(apiRouters);

export type AppRouter = typeof appRouter;

/**
 * The router as a client sees it: every procedure with its input, answer and error shape, and nothing
 * of the server's context (database, mail queue...), whose types would drag the server's packages into
 * a client's declarations. `@staffing/client` is typed with it; client-router.type-test.ts keeps it AppRouter's twin.
 */
export type ClientRouter = TRPCBuiltRouter<
  { ctx: object; meta: object; errorShape: ApiErrorShape; transformer: false },
  TRPCDecorateCreateRouterOptions<typeof apiRouters>
>;

/** Calls procedures in-process: the REST adapter, server rendering and tests use it. */
export const createCaller = createCallerFactory(appRouter);
