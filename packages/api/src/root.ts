import { accountRouter } from "./routers/account";
import { auditLogRouter } from "./routers/audit-log";
import { blogRouter } from "./routers/blog";
import { inquiriesRouter } from "./routers/inquiries";
import { mediaRouter } from "./routers/media";
import { newsletterRouter } from "./routers/newsletter";
import { pagesRouter } from "./routers/pages";
import { previewRouter } from "./routers/preview";
import { redirectsRouter } from "./routers/redirects";
import { searchRouter } from "./routers/search";
import { seoRouter } from "./routers/seo";
import { siteRouter } from "./routers/site";
import { statsRouter } from "./routers/stats";
import { subscribersRouter } from "./routers/subscribers";
import { usersRouter } from "./routers/users";
import { createCallerFactory, router } from "./trpc";

/** The routers by name: the REST operations are read from their procedures' meta. */
export const apiRouters = {
  account: accountRouter,
  auditLog: auditLogRouter,
  blog: blogRouter,
  inquiries: inquiriesRouter,
  media: mediaRouter,
  newsletter: newsletterRouter,
  pages: pagesRouter,
  preview: previewRouter,
  redirects: redirectsRouter,
  search: searchRouter,
  seo: seoRouter,
  site: siteRouter,
  stats: statsRouter,
  subscribers: subscribersRouter,
  users: usersRouter,
};

export const appRouter = router(apiRouters);

export type AppRouter = typeof appRouter;

/** Calls procedures in-process: the REST adapter, server rendering and tests use it. */
export const createCaller = createCallerFactory(appRouter);
