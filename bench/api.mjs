// Throughput of the production build against a raw baseline, side by side in one run, on the
// machine's PostgreSQL, and the server's memory after it, on PostgreSQL and on PGlite. A benchmark,
// not a test: it prints tables, and each row with a target says whether it met it.
//
//   pnpm build && pnpm --filter @staffing/bench bench:api
//   BENCH_PARTS=inquiries,memory pnpm --filter @staffing/bench bench:api   # some parts only
//   BENCH_PARTS=inquiries BENCH_BEFORE_BUNDLE=/path/to/an/earlier/apps/server/dist/server.mjs ...
//
// Every address is warmed up first (both servers compile their hot paths), then the rows are
// measured in alternating rounds, so a slow moment of a shared machine falls on both sides of a ratio.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import {
  CONNECTIONS,
  createThrowawayDatabase,
  DURATION_SECONDS,
  load,
  percentile,
  startProductionServer,
  waitUntilReady,
} from "./lib/server.mjs";

const OURS = 4320;
const BASELINE = 4321;
const RENDERING = 4322;
const EMBEDDED = 4323;
const BEFORE = 4324;
// An earlier build's apps/server/dist/server.mjs, measured beside ours in the inquiry rounds.
const BEFORE_BUNDLE = process.env.BENCH_BEFORE_BUNDLE;
// A page of the CMS made of sections (issue 19): weighed like the home page and a post.
const CMS_PAGE = "/resources/case-studies";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WRITE_ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 30);
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };
const TARGETS = {
  // Issue 22: REST at 0.8 of the bare server, tRPC's batched call (its adapter's Request and Response) at 0.6.
  rest: 0.8,
  trpc: 0.6,
  cachedPage: 0.8,
  uncachedP99Ms: 100,
  inquiries: 0.5,
  rssMb: { postgres: 200, pglite: 280 },
};
const PARTS = new Set((process.env.BENCH_PARTS ?? "reads,inquiries,memory").split(","));
// The memory table reads each server's heap figures from its /metrics.
const METRICS_TOKEN = "bench-metrics-token-0123456789";
// BENCH_ACKNOWLEDGEMENTS=false: no acknowledgement mail queued per inquiry, so the write path is
// weighed alone (an earlier build sent one mail every 2 s; ours sends them during the run).
const SERVER_ENV = {
  INQUIRY_RATE_LIMIT_PER_HOUR: "100000000",
  METRICS_TOKEN,
  INQUIRY_ACK_EMAIL: process.env.BENCH_ACKNOWLEDGEMENTS ?? "true",
};

const database = await createThrowawayDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
let server;
let rendering;
let baseline;
let embedded;
let before;
let beforeDatabase;
try {
  server = await startProductionServer({ port: OURS, databaseUrl: database.url, env: SERVER_ENV });
  const ours = `http://127.0.0.1:${OURS}`;
  const [post] = await (await fetch(`${ours}/api/blog?page=1&limit=1`)).json();
  baseline = spawn(process.execPath, ["baseline-server.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(BASELINE),
      STATIC_PAGE_URLS: `home=${ours}/,post=${ours}/blog/${post.slug},cms=${ours}${CMS_PAGE}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilReady(`http://127.0.0.1:${BASELINE}/`);

  if (PARTS.has("reads")) await measureReads(ours, post.slug);
  if (PARTS.has("inquiries")) await measureInquiries(ours);
  if (PARTS.has("memory")) await measureMemory(ours, post.slug);
  console.log(
    `Machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; the load generator, PostgreSQL and the servers share them.`,
  );
} finally {
  baseline?.kill("SIGTERM");
  await embedded?.stop();
  await before?.stop();
  await beforeDatabase?.drop();
  await rendering?.stop();
  await server?.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The reads of our server that the reads part measures and the memory part replays. */
function ourReads(base, slug) {
  const trpcInput = encodeURIComponent(JSON.stringify({ 0: { page: 1, limit: 10 } }));
  return {
    rest: { url: `${base}/api/blog?page=1&limit=10` },
    trpc: { url: `${base}/trpc/blog.list?batch=1&input=${trpcInput}` },
    home: { url: `${base}/` },
    postPage: { url: `${base}/blog/${slug}` },
    cmsPage: { url: `${base}${CMS_PAGE}` },
    // As a browser asks for it: the cached page's brotli form, compressed once when it was cached,
    // against the same brotli bytes served as a static file.
    homeBrotli: { url: `${base}/`, options: { headers: BROWSER_ENCODINGS } },
  };
}

async function measureReads(ours, slug) {
  // The same build with PAGE_CACHE=off on the same database: every request renders its page. (The
  // cached server cannot be made to render by a new query string: unknown parameters are dropped
  // from the cache key.)
  rendering = await startProductionServer({
    port: RENDERING,
    databaseUrl: database.url,
    env: { PAGE_CACHE: "off" },
  });
  const oursReads = ourReads(ours, slug);
  const reads = {
    baseline: { url: `http://127.0.0.1:${BASELINE}/api/blog` },
    rest: oursReads.rest,
    trpc: oursReads.trpc,
    staticHome: { url: `http://127.0.0.1:${BASELINE}/static/home` },
    home: oursReads.home,
    staticPost: { url: `http://127.0.0.1:${BASELINE}/static/post` },
    postPage: oursReads.postPage,
    staticCms: { url: `http://127.0.0.1:${BASELINE}/static/cms` },
    cmsPage: oursReads.cmsPage,
    homeBrotli: oursReads.homeBrotli,
    staticBrotli: {
      url: `http://127.0.0.1:${BASELINE}/static/home`,
      options: { headers: BROWSER_ENCODINGS },
    },
    uncachedHome: { url: `http://127.0.0.1:${RENDERING}/` },
    uncached: { url: `http://127.0.0.1:${RENDERING}/blog/${slug}` },
    uncachedCms: { url: `http://127.0.0.1:${RENDERING}${CMS_PAGE}` },
  };

  for (const { url, options } of Object.values(reads))
    await load(url, { ...options, duration: WARM_UP_SECONDS });
  const runs = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, { url, options }] of Object.entries(reads)) {
      runs[name].push(await load(url, { ...options, duration: DURATION_SECONDS / ROUNDS }));
    }
  }
  await rendering.stop();
  rendering = undefined;
  const measured = Object.fromEntries(
    Object.entries(runs).map(([name, results]) => [name, combine(results)]),
  );

  const row = (what, result, { compare, target, p99Target } = {}) => {
    const ratio = compare && result.rps / compare.rps;
    return {
      what,
      "req/s": Math.round(result.rps),
      "p99 ms": Math.round(result.p99),
      errors: result.errors,
      "baseline req/s": compare ? Math.round(compare.rps) : "",
      ratio: compare ? ratio.toFixed(2) : "",
      target: target ? `>= ${target}` : p99Target ? `p99 < ${p99Target} ms` : "",
      met: target ? ratio >= target : p99Target ? result.p99 < p99Target : "",
    };
  };
  const { baseline: base, staticHome, staticPost } = measured;
  console.log(
    `\nReads, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each in ${ROUNDS} alternating rounds`,
  );
  console.table([
    row("baseline: node:http + postgres.js, same SQL", base),
    row("GET /api/blog?page=1&limit=10", measured.rest, { compare: base, target: TARGETS.rest }),
    row("GET /trpc/blog.list (batched)", measured.trpc, { compare: base, target: TARGETS.trpc }),
    row("baseline: static file, same bytes as /", staticHome),
    row("GET / (server-rendered, cached)", measured.home, {
      compare: staticHome,
      target: TARGETS.cachedPage,
    }),
    row("baseline: static file, same bytes as /blog/{slug}", staticPost),
    row("GET /blog/{slug} (cached)", measured.postPage, { compare: staticPost, target: TARGETS.cachedPage }),
    row(`baseline: static file, same bytes as ${CMS_PAGE}`, measured.staticCms),
    row(`GET ${CMS_PAGE} (a page of sections, cached)`, measured.cmsPage, {
      compare: measured.staticCms,
      target: TARGETS.cachedPage,
    }),
    row("baseline: static file, same brotli bytes", measured.staticBrotli),
    row("GET / (cached, as a browser asks: br)", measured.homeBrotli, {
      compare: measured.staticBrotli,
      target: TARGETS.cachedPage,
    }),
    row("GET / (rendered every time)", measured.uncachedHome, { p99Target: TARGETS.uncachedP99Ms }),
    row("GET /blog/{slug} (rendered every time)", measured.uncached, { p99Target: TARGETS.uncachedP99Ms }),
    row(`GET ${CMS_PAGE} (rendered every time)`, measured.uncachedCms, { p99Target: TARGETS.uncachedP99Ms }),
  ]);
}

/**
 * POST /api/inquiries against the baseline's bare insert of the same row, in rounds whose order
 * rotates (the table grows as a run goes on, and each side takes its turn first). Every answered
 * inquiry must be a row: each side writes its own e-mail, and its rows are counted after each round.
 * BENCH_BEFORE_BUNDLE adds an earlier build's server (on a database of its own) to the same rounds,
 * for "no lower than before" as a same-run comparison.
 */
async function measureInquiries(ours) {
  const sides = {
    baseline: { base: `http://127.0.0.1:${BASELINE}`, db: database, email: "baseline@example.com", runs: [] },
    ours: { base: ours, db: database, email: "load@example.com", runs: [] },
  };
  if (BEFORE_BUNDLE) {
    beforeDatabase = await createThrowawayDatabase("bench_before");
    before = await startProductionServer({
      port: BEFORE,
      databaseUrl: beforeDatabase.url,
      env: SERVER_ENV,
      bundle: BEFORE_BUNDLE,
    });
    sides.before = { base: before.base, db: beforeDatabase, email: "before@example.com", runs: [] };
  }
  const order = Object.values(sides);
  for (const side of order) await writeInquiries(side, WARM_UP_SECONDS);
  for (let round = 0; round < WRITE_ROUNDS; round++) {
    for (const side of [...order.slice(round % order.length), ...order.slice(0, round % order.length)]) {
      side.runs.push(await writeInquiries(side, WRITE_SECONDS / WRITE_ROUNDS));
    }
  }
  const summary = (side) => ({
    ...combine(side.runs),
    answered: side.runs.reduce((sum, run) => sum + run["2xx"], 0),
    stored: side.runs.reduce((sum, run) => sum + run.stored, 0),
    rounds: side.runs.map((run) => Math.round(rate(run))),
  });
  const ratiosBy = (side, to) => side.runs.map((run, i) => rate(run) / rate(to.runs[i]));
  // The median of the rounds' ratios: each round's sides ran back to back, so a burst of the shared
  // machine's load moves one round's ratio, not the figure.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const row = (what, side, compare, target) => {
    const result = summary(side);
    const ratio = compare && median(ratiosBy(side, compare));
    return {
      what,
      "req/s": Math.round(result.rps),
      "req/s by round": result.rounds.join(" "),
      "p99 ms": Math.round(result.p99),
      errors: result.errors,
      "2xx": result.answered,
      "rows stored": result.stored,
      "every 2xx stored": result.stored >= result.answered,
      ratio: compare ? ratio.toFixed(2) : "",
      "ratio by round": compare
        ? ratiosBy(side, compare)
            .map((value) => value.toFixed(2))
            .join(" ")
        : "",
      target: compare && target ? `>= ${target}` : "",
      met:
        compare && target ? ratio >= target && result.errors === 0 && result.stored >= result.answered : "",
    };
  };
  console.log(
    `\nPOST /api/inquiries, ${CONNECTIONS} connections, ${WRITE_SECONDS} s a side in ${WRITE_ROUNDS} rounds, each side first in turn (rate limit raised for the run); ratio: the rounds' median`,
  );
  console.table([
    row("baseline: node:http + postgres.js, the same insert", sides.baseline),
    row("POST /api/inquiries", sides.ours, sides.baseline, TARGETS.inquiries),
    ...(sides.before
      ? [
          row(`POST /api/inquiries, before (${BEFORE_BUNDLE})`, sides.before, sides.baseline),
          row("POST /api/inquiries, ours against before", sides.ours, sides.before, 1),
        ]
      : []),
  ]);
  await before?.stop();
  before = undefined;
}

/**
 * The PostgreSQL server's memory after the whole bench (its reads and writes run here when their parts
 * did not), then a server of the same build on PGlite after the same reads and writes. The PGlite
 * server is measured as it runs from its second start on: the first one creates the database
 * (initdb), whose WebAssembly memory stays with that process (some 100 MB) until it restarts.
 */
async function measureMemory(ours, slug) {
  if (!PARTS.has("reads")) await replay(ourReads(ours, slug));
  if (!PARTS.has("inquiries"))
    await writeInquiries({ base: ours, db: database, email: "memory@example.com" }, WRITE_SECONDS);
  const onPostgres = await memoryOf(server);
  const startEmbedded = () =>
    startProductionServer({ port: EMBEDDED, env: { ...SERVER_ENV, DATA_DIR: dataDir } });
  await (await startEmbedded()).stop();
  embedded = await startEmbedded();
  await replay(ourReads(embedded.base, slug));
  await writeInquiries({ base: embedded.base, email: "memory@example.com" }, WRITE_SECONDS);
  const onPglite = await memoryOf(embedded);
  const row = (name, memory, targetMb) => ({
    database: name,
    "RSS MB": Math.round(memory.rssMb),
    "JS heap used / total MB": `${Math.round(memory.heapUsedMb)} / ${Math.round(memory.heapTotalMb)}`,
    "external MB": Math.round(memory.externalMb),
    target: `<= ${targetMb} MB`,
    met: memory.rssMb <= targetMb,
  });
  console.log("\nServer memory after the bench's reads and inquiries");
  console.table([
    row("PostgreSQL", onPostgres, TARGETS.rssMb.postgres),
    row("PGlite", onPglite, TARGETS.rssMb.pglite),
  ]);
}

async function replay(reads) {
  for (const { url, options } of Object.values(reads)) {
    await load(url, { ...options, duration: WARM_UP_SECONDS });
    await load(url, options);
  }
}

/** One run of a side's inquiry writes; `stored` is how many rows with its e-mail it added (PostgreSQL only). */
async function writeInquiries({ base, db, email }, duration) {
  const count = async () =>
    db ? (await sql(db.url)`select count(*)::int as n from inquiries where email = ${email}`)[0].n : 0;
  const before = await count();
  const run = await load(`${base}/api/inquiries`, {
    method: "POST",
    duration,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Load Test", email, message: "Sustained write." }),
  });
  // autocannon stops counting at the deadline; give answers still in flight then time to land.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { ...run, stored: (await count()) - before };
}

/** The server's resident memory and the heap figures its /metrics publishes. */
async function memoryOf(started) {
  const status = readFileSync(`/proc/${started.pid}/status`, "utf8");
  const rssKb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  const text = await (
    await fetch(`${started.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const metric = (name) => Number(text.match(new RegExp(`^${name} (\\S+)$`, "m"))?.[1] ?? Number.NaN);
  return {
    rssMb: rssKb / 1024,
    heapUsedMb: metric("nodejs_heap_size_used_bytes") / 2 ** 20,
    heapTotalMb: metric("nodejs_heap_size_total_bytes") / 2 ** 20,
    externalMb: metric("nodejs_external_memory_bytes") / 2 ** 20,
  };
}

function rate(run) {
  return run.requests.total / ((new Date(run.finish) - new Date(run.start)) / 1000);
}

/** Rounds of one address as one run: requests per second over all of them, p99 of every answer. */
function combine(results) {
  const seconds = results.reduce((total, r) => total + (new Date(r.finish) - new Date(r.start)), 0) / 1000;
  return {
    rps: results.reduce((total, r) => total + r.requests.total, 0) / seconds,
    p99: percentile(
      results.flatMap((r) => r.latencies),
      99,
    ),
    errors: results.reduce((total, r) => total + r.errors + r.non2xx, 0),
  };
}

function sql(databaseUrl) {
  const client = postgres(databaseUrl, { max: 1 });
  return async (strings, ...values) => {
    try {
      return await client(strings, ...values);
    } finally {
      await client.end();
    }
  };
}
