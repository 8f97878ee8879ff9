import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import proxyAddr from "@fastify/proxy-addr";
import {
  createRequestContextFactory,
  InquiryNotifier,
  inquiryReplyOutcomes,
  PageViewBuffer,
  publicReadsPerVersion,
  recordChange,
  siteMailComposers,
  UNKEPT_PUBLIC_READS,
} from "@staffing/api";
import {
  type Authenticator,
  accountMailComposers,
  EmbeddedAuthProvider,
  embeddedAuthenticator,
  hostedAuthenticator,
  SigningKeys,
  type ThrottlePolicy,
} from "@staffing/auth";
import { type DatabaseHandle, followContentVersion } from "@staffing/db";
import {
  discardTransport,
  logTransport,
  type MailTransport,
  type RetryPolicy,
  smtpTransport,
  startMailQueue,
} from "@staffing/mail";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Logger } from "pino";
import type { Config } from "./config";
import { DiskSpace, type FreeSpaceProbe, writtenDirectories } from "./disk-space";
import { FrontDoor, httpsFrom } from "./front-door";
import { hostedInvites } from "./hosted-invites";
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
import { startWebhookQueue, type WebhookRetryPolicy } from "./webhooks/webhook-queue";

// Marks of inquiries whose notification a stop or a failure left unqueued are queued within a minute.
const INQUIRY_NOTIFICATION_SWEEP_MS = 60_000;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["loggerInstance"];
  /** Tests shorten the sign-in limits and the mail retries. */
  throttlePolicy?: Partial<ThrottlePolicy>;
  retryPolicy?: RetryPolicy;
  /** The built public site; without it the server answers the API alone. */
  web?: WebBuild;
  /** What /metrics shows; server.ts shares it with the METRICS_PORT listener. */
  metrics?: SiteMetrics;
  /** Tests report the free room they want the server to see. */
  freeSpaceProbe?: FreeSpaceProbe;
  /** What the shutdown waited for; server.ts reports it. */
  drain?: Drain;
  /** Tests shorten the webhook retries and move the clock that disables a failing webhook. */
  webhookRetryPolicy?: WebhookRetryPolicy;
  webhookClock?: () => Date;
}

/** The whole HTTP surface: external plugins, then ours, then routes. Listening is server.ts's job. */
export async function buildApp({
  config,
  database,
  logger,
  throttlePolicy,
  retryPolicy,
  web,
  metrics = new SiteMetrics(),
  freeSpaceProbe,
  drain = new Drain(),
  webhookRetryPolicy,
  webhookClock,
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
  const disk = new DiskSpace(writtenDirectories(config), config.disk.minFreeBytes, freeSpaceProbe);
  await app.register(diskGuard, { disk });
  // Before every route: an old address answers its redirect before anything else looks at it.
  await app.register(redirectRoutes, { database, frontDoor });

  // Every mail goes through one queue; without SMTP_URL it is logged (development) or dropped
  // with a warning (production, where start-up has said that staff cannot reset passwords).
  const log = app.log as Logger;
  const { mail } = config;
  let transport: MailTransport;
  if (mail.smtpUrl) transport = smtpTransport(mail.smtpUrl, mail.from);
  else if (config.production) {
    log.warn(
      "SMTP_URL is not set: no mail is sent, so staff cannot reset their passwords or be invited, and no inquiry notification goes out",
    );
    transport = discardTransport(log);
  } else transport = logTransport(log);
  const queue = await startMailQueue({
    database,
    transport,
    composers: {
      ...siteMailComposers(database.db, {
        siteUrl: config.publicSiteUrl,
        notifyEmail: mail.notifyEmail,
        responseHours: config.inquiryResponseHours,
      }),
      ...accountMailComposers(database.db, config.publicSiteUrl),
    },
    logger: log,
    retryPolicy,
    observer: metrics.mail,
    outcomes: inquiryReplyOutcomes(database.db),
  });
  const visitorLimits = createVisitorLimits(config, log);
  const inquiryNotifier = new InquiryNotifier(
    database.db,
    queue.outbox,
    (error) => log.warn({ err: error }, "queueing inquiry notifications failed; the next sweep tries again"),
    mail.inquiryAcknowledgement ? { mailsPerRecipient: visitorLimits.mailsPerRecipient } : null,
  );
  inquiryNotifier.start(INQUIRY_NOTIFICATION_SWEEP_MS);
  // The notifier's run in progress finishes before the queue it writes to stops.
  app.addHook("onClose", async () => {
    await inquiryNotifier.stop();
    await queue.stop();
  });
  metrics.sampleJobQueue(queue.depth);
  const webhookQueue = await startWebhookQueue({
    database,
    allowPrivateTargets: config.webhooks.allowPrivateTargets,
    logger: log,
    retryPolicy: webhookRetryPolicy,
    now: webhookClock,
  });
  app.addHook("onClose", webhookQueue.stop);

  // After the notifier's hook: its last run may still ask the per-recipient limit.
  app.addHook("onClose", visitorLimits.close);

  let authenticator: Authenticator;
  if (config.auth.hostedProviderUrl) {
    authenticator = hostedAuthenticator(database.db, config.auth.hostedProviderUrl, config.auth.anonKey);
  } else {
    const provider = new EmbeddedAuthProvider({
      db: database.db,
      keys: await SigningKeys.load(database.db),
      siteUrl: config.publicSiteUrl,
      redirectOrigins: config.corsOrigins,
      mail: queue.outbox,
      mailsPerRecipient: visitorLimits.mailsPerRecipient,
      audit: recordChange,
      throttlePolicy,
      serviceRoleKey: config.auth.serviceRoleKey,
    });
    authenticator = embeddedAuthenticator(provider);
    await app.register(authProviderRoutes, { prefix: "/auth/v1", provider, anonKey: config.auth.anonKey });
  }

  // Each instance writes the views it counted every few seconds, and what is left when it stops.
  const pageViews = new PageViewBuffer(database.db, (error) =>
    log.warn({ err: error }, "could not record page views; the next flush tries again"),
  );
  pageViews.start(config.analytics.flushMs);
  app.addHook("onClose", () => pageViews.stop());

  const media = await openMediaLibrary(config, database);
  app.addHook("onClose", media.close);
  const clock = await startPublicationClock(database, app.log);
  app.addHook("onClose", clock.stop);
  const contentVersion = await followContentVersion(database);
  app.addHook("onClose", contentVersion.stop);
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
    mail: queue.outbox,
    mailsPerRecipient: visitorLimits.mailsPerRecipient,
    inquiryNotifications: inquiryNotifier,
    siteUrl: config.publicSiteUrl,
    media,
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
    siteUrl: config.publicSiteUrl,
    livePreview: web && livePreviewRenderer({ web, siteUrl: config.publicSiteUrl, pagePolicy }),
  });
  await app.register(pageViewRoutes, { createContext });
  await app.register(crawlerRoutes, { createContext, siteUrl: config.publicSiteUrl });
  await app.register(feedRoutes, { createContext, siteUrl: config.publicSiteUrl });
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
