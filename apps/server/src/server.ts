import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { isProductionEnvironment, loadConfig, loadDotEnv } from "./config";
import { createLogger } from "./logger";
import { serveMetrics } from "./metrics/metrics-routes";
import { SiteMetrics } from "./metrics/site-metrics";
import { Drain } from "./plugins/graceful-close";
import { PRIVATE_UMASK } from "./private-files";
import { logProcessWarnings, reportStartUpFailure } from "./process-output";
import { loadWebBuild } from "./routes/public-site";
import { openPreparedDatabase } from "./start-up";

// The only place that listens and shuts down; everything else is built by buildApp.
async function main() {
  // Every file the server creates from here on (PGlite's, media, the lock) is private.
  process.umask(PRIVATE_UMASK);
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger(config);
  logProcessWarnings(logger);
  const database = await openPreparedDatabase(config, logger);
  const web = config.webDev
    ? await (await import("./routes/public-site/web-dev")).loadWebDev()
    : await loadWebBuild();
  const metrics = new SiteMetrics();
  const drain = new Drain();
  const app = await buildApp({ config, database, logger, web, metrics, drain });
  let metricsListener: Awaited<ReturnType<typeof serveMetrics>> | undefined;

  closeWithGrace({ delay: 10_000, logger }, async ({ err, signal }) => {
    const began = Date.now();
    if (err) logger.error({ err }, "shutting down after an error");
    await metricsListener?.close();
    await app.close();
    await database.close();
    const { inFlight, finished, cutOff } = drain;
    logger.info(
      { signal, inFlight, finished, cutOff, ms: Date.now() - began },
      `shut down${signal ? ` on ${signal}` : ""}: ${finished} of ${inFlight} requests in flight finished, ${cutOff} cut off; job system and database closed`,
    );
  });

  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port) {
    metricsListener = await serveMetrics(metrics, { port: config.metrics.port, host: config.host });
    logger.info({ port: metricsListener.port }, "serving /metrics on its own port");
  }
  logger.info(
    {
      site: config.publicSiteUrl,
      database: database.driver,
      auth: config.auth.hostedProviderUrl ?? "embedded",
    },
    "serving",
  );
  if (config.demoMode && config.firstAdmin) {
    logger.info({ email: config.firstAdmin.email }, "demo mode: sign in at /admin/login with the demo admin");
  }
}

main().catch((error: unknown) => {
  reportStartUpFailure(error, isProductionEnvironment());
  process.exit(1);
});
