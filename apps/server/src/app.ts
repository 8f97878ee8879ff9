import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import proxyAddr from "@fastify/proxy-addr";
import {
  ApplicationNotifier,
  createRequestContextFactory,
  forgetWebhookSubscribers,
  InquiryNotifier,
  PageViewWriter,
  publicReadsPerVersion,
  recordChange,
  UNKEPT_PUBLIC_READS,
} from "@staffing/api";
import {
  type Authenticator,
  EmbeddedAuthProvider,
  embeddedAuthenticator,
  hostedAuthenticator,
  SigningKeys,
  type ThrottlePolicy,
} from "@staffing/auth";
import { type DatabaseHandle, followContentVersion } from "@staffing/db";
import { JobSystem } from "@staffing/jobs";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Logger } from "pino";
import { edgePolicy } from "./caches/edge-policy";
import { followNextChange } from "./caches/next-change";
import { perVisitorAnswers } from "./caches/per-visitor";
import { purgeOnChange } from "./caches/purge-on-change";
import type { Config } from "./config";
import { DiskSpace, type FreeSpaceProbe, writtenDirectories } from "./disk-space";
import { openDocumentLibrary } from "./documents";
import { FrontDoor, httpsFrom } from "./front-door";
import { hostedInvites } from "./hosted-invites";
import { type JobOptions, startJobs } from "./jobs";
import { createLogger } from "./logger";
import { openMediaLibrary } from "./media";
import { metricsRoutes } from "./metrics/metrics-routes";
import { SiteMetrics } from "./metrics/site-metrics";
import { diskGuard } from "./plugins/disk-guard";
import { errorHandling, type NotFoundScreen } from "./plugins/error-handling";
import { Drain, gracefulClose } from "./plugins/graceful-close";
import { jsonBodies } from "./plugins/json-bodies";
import { nulCharacters } from "./plugins/nul-characters";
import { pageContentSecurityPolicy, type SecurityOptions, security } from "./plugins/security";
import { createVisitorLimits } from "./rate-limits";
import { OneLinePerRequest } from "./request-log";
import { adminConfigRoutes } from "./routes/admin-config";
import { authProviderRoutes } from "./routes/auth-provider";
import { crawlerRoutes } from "./routes/crawlers";
import { feedRoutes } from "./routes/feed";
import { healthRoutes } from "./routes/health";
import { mediaRoutes } from "./routes/media";
import { openApiRoutes } from "./routes/openapi";
import { pageViewRoutes } from "./routes/page-views";
import { livePreviewRenderer, publicSiteRoutes, type WebBuild } from "./routes/public-site";
import { DEV_HMR_PORT } from "./routes/public-site/web-dev";
import { redirectRoutes } from "./routes/redirects";
import { restRoutes } from "./routes/rest";
import { trpcRoutes } from "./routes/trpc";
import { startPublicationClock } from "./scheduling/publication-clock";

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["loggerInstance"];
  /** Tests shorten the sign-in limits. */
  throttlePolicy?: Partial<ThrottlePolicy>;
  /** The built public site; without it the server answers the API alone. */
  web?: WebBuild;
  /** What /metrics shows; server.ts shares it with the METRICS_PORT listener. */
  metrics?: SiteMetrics;
  /** Tests report the free room they want the server to see. */
  freeSpaceProbe?: FreeSpaceProbe;
  /** What the shutdown waited for; server.ts reports it. */
  drain?: Drain;
  /** Tests shorten the jobs' retries and move the clock that disables a failing webhook. */
  jobs?: JobOptions;
  /** How often the job system counts its queues (tests: a second). */
  jobMonitorSeconds?: number;
}

/** The whole HTTP surface: external plugins, then ours, then routes. Listening is server.ts's job. */
export async function buildApp({
  config,
  database,
  logger,
  throttlePolicy,
  web,
  metrics = new SiteMetrics(),
  freeSpaceProbe,
  drain = new Drain(),
  jobs: jobOptions,
  jobMonitorSeconds,
}: AppOptions) {
  const trust = proxyTrust(config.trustProxy);
  const frontDoor = new FrontDoor();
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trust,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // Quoted by a user from an error answer, found in the log of whichever instance served it.
    genReqId: () => randomUUID(),
    // Cached public pages are answered before Fastify sees the request (publicSiteRoutes).
    serverFactory: frontDoor.serverFactory,
  });
  app.addHook("preClose", async () => frontDoor.close());

  const securityOptions: SecurityOptions = {
    corsOrigins: config.corsOrigins,
    authProviderOrigin: config.auth.hostedProviderUrl && new URL(config.auth.hostedProviderUrl).origin,
    dev: config.webDev ? { connectSources: [`ws://localhost:${DEV_HMR_PORT}`] } : undefined,
  };
  await app.register(metricsRoutes, { metrics, token: config.metrics.token });
  metrics.sampleDatabase(database.connectionStates);
  await app.register(security, securityOptions);
  // Text answers compressed (br or gzip, as the client accepts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(gracefulClose, { drain });
  await app.register(jsonBodies);
  // The not-found screen is the public site's, when there is one (publicSiteRoutes fills it in).
  const notFound: NotFoundScreen = {};
  await app.register(errorHandling, { notFound });
  await app.register(nulCharacters);
  // Admin, /trpc and /auth/v1 answers are one person's: no cache keeps them (caches/cache-control.ts).
  await app.register(perVisitorAnswers);
  const disk = new DiskSpace(writtenDirectories(config), config.disk.minFreeBytes, freeSpaceProbe);
  await app.register(diskGuard, { disk });
  // Before every route: an old address answers its redirect before anything else looks at it.
  await app.register(redirectRoutes, { database, frontDoor });

  // Every kind of background work (mail, webhooks, sweeps) goes through one job system.
  const log = app.log as Logger;
  if (!config.mail.smtpUrl && config.production)
    log.warn(
      "SMTP_URL is not set: no mail is sent, so staff cannot reset their passwords or be invited, and no inquiry notification goes out",
    );
  const jobs = new JobSystem({
    database,
    logger: log,
    observer: metrics.jobs,
    monitorSeconds: jobMonitorSeconds,
  });
  const visitorLimits = createVisitorLimits(config, log);
  // Fastify runs onClose hooks in the reverse order of their adding: added first, this one closes
  // last, after the notifier's last run and the job system, which may still ask the per-recipient limit.
  app.addHook("onClose", visitorLimits.close);
  // A webhook added or removed by another server in this process (tests) is not in this one's list.
  forgetWebhookSubscribers();
  // Opened before the job system, which deletes expired résumés from it; closed after it stops.
  const documents = await openDocumentLibrary(config, database);
  app.addHook("onClose", documents.close);
  const started = await startJobs(
    jobs,
    { config, database, log, metrics, mailsPerRecipient: visitorLimits.mailsPerRecipient, documents },
    jobOptions,
  );
  const inquiryNotifier = new InquiryNotifier(
    {
      db: database.db,
      jobs,
      acknowledgements: {
        mailsPerRecipient: visitorLimits.mailsPerRecipient,
        acknowledge: config.mail.inquiryAcknowledgement,
      },
    },
    (error) => log.warn({ err: error }, "queueing inquiry notifications failed; the next sweep tries again"),
  );
  const applicationNotifier = new ApplicationNotifier(
    { db: database.db, jobs, acknowledgements: { mailsPerRecipient: visitorLimits.mailsPerRecipient } },
    (error) =>
      log.warn({ err: error }, "queueing application notifications failed; the next sweep tries again"),
  );
  // Marks a stop or a failure left before this start are queued now.
  inquiryNotifier.wake();
  applicationNotifier.wake();
  // The notifier's run in progress finishes before the job system it writes to stops (and this hook,
  // added before the publication clock's, runs after it: the clock queues webhook events).
  app.addHook("onClose", async () => {
    await inquiryNotifier.stop();
    await applicationNotifier.stop();
    await jobs.stop();
    started.close();
  });
  metrics.sampleJobQueues(() => jobs.status());
  // A committed change's purge goes to the edge through the job system (caches/purge-on-change.ts).
  const purges = await purgeOnChange(database, jobs, log);
  app.addHook("onClose", purges.stop);

  let authenticator: Authenticator;
  if (config.auth.hostedProviderUrl) {
    authenticator = hostedAuthenticator(database.db, config.auth.hostedProviderUrl, config.auth.anonKey);
  } else {
    const provider = new EmbeddedAuthProvider({
      db: database.db,
      keys: await SigningKeys.load(database.db),
      siteUrl: config.publicSiteUrl,
      redirectOrigins: config.corsOrigins,
      jobs,
      mailsPerRecipient: visitorLimits.mailsPerRecipient,
      audit: recordChange,
      throttlePolicy,
      serviceRoleKey: config.auth.serviceRoleKey,
      requireReauthentication: config.auth.requireReauthentication,
    });
    authenticator = embeddedAuthenticator(provider);
    await app.register(authProviderRoutes, { prefix: "/auth/v1", provider, anonKey: config.auth.anonKey });
  }

  // A beacon is answered once its view is written (group commits): a view answered is never lost.
  const pageViews = new PageViewWriter(database.db);
  app.addHook("onClose", () => pageViews.stop());

  const media = await openMediaLibrary(config, database);
  app.addHook("onClose", media.close);
  const clock = await startPublicationClock(database, jobs, app.log);
  app.addHook("onClose", clock.stop);
  const contentVersion = await followContentVersion(database);
  app.addHook("onClose", contentVersion.stop);
  // Public answers are kept by an edge no longer than the next scheduled publication.
  const nextChange = await followNextChange(database);
  app.addHook("onClose", nextChange.stop);
  const edge = edgePolicy(config.edge.sharedCacheSeconds, nextChange);
  // Content changes only with a staff member's token: after one, this instance's next page or public
  // read counts the change even before PostgreSQL's announcement of it arrives.
  app.addHook("onSend", async (request) => {
    // (A database that cannot answer now took no change either.)
    if (request.method !== "GET" && request.headers.authorization)
      await contentVersion.refresh().catch(() => {});
  });
  const createContext = createRequestContextFactory({
    db: database.db,
    authenticator,
    publicWriteLimits: visitorLimits.publicWrites,
    publicReads: config.pageCache ? publicReadsPerVersion(contentVersion.current) : UNKEPT_PUBLIC_READS,
    jobs,
    mailsPerRecipient: visitorLimits.mailsPerRecipient,
    inquiryNotifications: inquiryNotifier,
    applicationNotifications: applicationNotifier,
    siteUrl: config.publicSiteUrl,
    media,
    documents,
    counters: metrics.counters,
    inquiryResponseHours: config.inquiryResponseHours,
    webhooks: config.webhooks,
    pageViews,
    hostedInvites:
      config.auth.hostedProviderUrl && config.auth.hostedServiceRoleKey
        ? hostedInvites(
            { url: config.auth.hostedProviderUrl, serviceRoleKey: config.auth.hostedServiceRoleKey },
            config.publicSiteUrl,
            log,
          )
        : undefined,
  });
  await app.register(trpcRoutes, { prefix: "/trpc", createContext });
  const pagePolicy = pageContentSecurityPolicy(securityOptions);
  await app.register(restRoutes, {
    prefix: "/api",
    createContext,
    mediaMaxBytes: config.media.maxBytes,
    documentMaxBytes: config.documents.maxBytes,
    siteUrl: config.publicSiteUrl,
    livePreview: web && livePreviewRenderer({ web, siteUrl: config.publicSiteUrl, pagePolicy }),
    edge,
  });
  await app.register(pageViewRoutes, { createContext });
  await app.register(crawlerRoutes, { createContext, siteUrl: config.publicSiteUrl, edge });
  await app.register(feedRoutes, { createContext, siteUrl: config.publicSiteUrl, edge });
  await app.register(openApiRoutes, { siteUrl: config.publicSiteUrl });
  await app.register(adminConfigRoutes, { config, db: database.db });
  await app.register(healthRoutes, { database, disk });
  await app.register(mediaRoutes, { storage: media.storage });
  if (web) {
    await app.register(publicSiteRoutes, {
      notFound,
      web,
      createContext,
      siteUrl: config.publicSiteUrl,
      contentVersion,
      pagePolicy,
      pageCache: config.pageCache,
      metrics,
      frontDoor,
      isHttps: httpsFrom(trust),
      edge,
    });
  }

  return app;
}

/**
 * Who may tell us the client's address and protocol (TRUST_PROXY). A hop count trusts that many
 * proxies nearest to us (Fastify takes a number as "nobody"): the client is the address the farthest
 * of them saw, whatever a client wrote before it. A list trusts those addresses and networks.
 */
function proxyTrust(setting: Config["trustProxy"]): false | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}
