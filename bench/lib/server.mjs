// What the benchmarks share: a throwaway database on the machine's PostgreSQL, our production build
// started on it, and autocannon runs.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import postgres from "postgres";

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Another build's bundle may be measured the same way (a before-and-after comparison).
const SERVER_BUNDLE =
  process.env.BENCH_SERVER_BUNDLE ??
  fileURLToPath(new URL("../../apps/server/dist/server.mjs", import.meta.url));
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 20;

/** The documented demo admin and public api key (DEMO_ADMIN and DEV_ANON_KEY in apps/server/src/config.ts). */
export const DEMO_ADMIN = { email: "admin@example.com", password: "demo-admin-2024" };
export const DEV_ANON_KEY = "local-dev-anon-key";

/**
 * A new, empty database. `drop()` removes it, connections and all; `keep()` leaves it for a look
 * afterwards (EXPLAIN ANALYZE on the data a run left).
 */
export async function createThrowawayDatabase(prefix = "bench") {
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${Date.now()}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
    async keep() {
      await admin.end();
    },
  };
}

// Node's flags and malloc's settings as `pnpm start` runs the server, read from its script, the one
// place they are written (BENCH_NODE_FLAGS tries other flags).
const START = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts.start.split("&&")
  .at(-1)
  .trim()
  .split(/\s+/);
const PRODUCTION_NODE_FLAGS = process.env.BENCH_NODE_FLAGS
  ? process.env.BENCH_NODE_FLAGS.split(" ").filter(Boolean)
  : START.filter((word) => word.startsWith("--max-"));
const PRODUCTION_ENV = Object.fromEntries(
  START.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split("=")),
);

/**
 * apps/server/dist/server.mjs in production mode on `databaseUrl` (without one, on PGlite in the
 * `DATA_DIR` of `env`), listening on 127.0.0.1:`port`; resolves once /readyz answers 200 (start-up has
 * migrated and seeded the demo content by then). `nodeArgs` go to node before the bundle
 * (`--cpu-prof`, say, to see where a run's time goes); `bundle` another build's server.mjs.
 */
export async function startProductionServer({
  port,
  databaseUrl,
  env = {},
  nodeArgs = [],
  bundle = SERVER_BUNDLE,
}) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, ...nodeArgs, bundle], {
    env: {
      ...inherited,
      ...PRODUCTION_ENV,
      NODE_ENV: "production",
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: DEMO_ADMIN.email,
      ADMIN_PASSWORD: DEMO_ADMIN.password,
      // The figures are of the demo site, which production mode does not seed by itself.
      SEED_DEMO_CONTENT: "true",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitUntilReady(`${base}/readyz`),
    exited.then((code) => {
      throw new Error(`the server exited during start-up (code ${code})`);
    }),
  ]);
  return {
    base,
    pid: child.pid,
    child,
    /** SIGTERM, then waits for the graceful shutdown to finish. */
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function waitUntilReady(target, timeoutMs = 60_000) {
  const started = Date.now();
  while (
    (await fetch(target).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() - started > timeoutMs) throw new Error(`${target} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An autocannon run; `latencies` holds every 2xx answer's time in ms, for percentiles autocannon does not report. */
export async function load(target, options = {}) {
  const run = autocannon({ url: target, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  const latencies = [];
  run.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await run;
  return { ...result, latencies };
}

/** The p-th percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Signs in at the embedded provider the way supabase-js does; returns the access token. */
export async function signIn(base, { email, password } = DEMO_ADMIN) {
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}
