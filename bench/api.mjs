// Throughput of the production build against a raw baseline, side by side in one run, on the
// machine's PostgreSQL. A benchmark, not a test: it prints tables, and each row with a target says
// whether it met it.
//
//   pnpm build && pnpm --filter @staffing/bench bench:api
//
// Every address is warmed up first (both servers compile their hot paths), then the rows are
// measured in alternating rounds, so a slow moment of a shared machine falls on both sides of a ratio.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
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
const ROUNDS = 2;
const WARM_UP_SECONDS = 3;
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 30);
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };
const TARGETS = { api: 0.6, cachedPage: 0.8, uncachedP99Ms: 100 };

const database = await createThrowawayDatabase();
let server;
let rendering;
let baseline;
try {
  server = await startProductionServer({
    port: OURS,
    databaseUrl: database.url,
    env: { INQUIRY_RATE_LIMIT_PER_HOUR: "100000000" },
  });
  // The same build with PAGE_CACHE=off on the same database: every request renders its page. (The
  // cached server cannot be made to render by a new query string: unknown parameters are dropped
  // from the cache key.)
  rendering = await startProductionServer({
    port: RENDERING,
    databaseUrl: database.url,
    env: { PAGE_CACHE: "off" },
  });
  const ours = `http://127.0.0.1:${OURS}`;
  const [post] = await (await fetch(`${ours}/api/blog?page=1&limit=1`)).json();
  baseline = spawn(process.execPath, ["baseline-server.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(BASELINE),
      STATIC_PAGE_URLS: `home=${ours}/,post=${ours}/blog/${post.slug}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilReady(`http://127.0.0.1:${BASELINE}/`);

  const trpcInput = encodeURIComponent(JSON.stringify({ 0: { page: 1, limit: 10 } }));
  const reads = {
    baseline: { url: `http://127.0.0.1:${BASELINE}/api/blog` },
    rest: { url: `${ours}/api/blog?page=1&limit=10` },
    trpc: { url: `${ours}/trpc/blog.list?batch=1&input=${trpcInput}` },
    staticHome: { url: `http://127.0.0.1:${BASELINE}/static/home` },
    home: { url: `${ours}/` },
    staticPost: { url: `http://127.0.0.1:${BASELINE}/static/post` },
    postPage: { url: `${ours}/blog/${post.slug}` },
    // As a browser asks for it: the cached page's brotli form, compressed once when it was cached,
    // against the same brotli bytes served as a static file.
    homeBrotli: { url: `${ours}/`, options: { headers: BROWSER_ENCODINGS } },
    staticBrotli: {
      url: `http://127.0.0.1:${BASELINE}/static/home`,
      options: { headers: BROWSER_ENCODINGS },
    },
    uncachedHome: { url: `http://127.0.0.1:${RENDERING}/` },
    uncached: { url: `http://127.0.0.1:${RENDERING}/blog/${post.slug}` },
  };

  for (const { url, options } of Object.values(reads))
    await load(url, { ...options, duration: WARM_UP_SECONDS });
  const runs = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, { url, options }] of Object.entries(reads)) {
      runs[name].push(await load(url, { ...options, duration: DURATION_SECONDS / ROUNDS }));
    }
  }
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
    row("GET /api/blog?page=1&limit=10", measured.rest, { compare: base, target: TARGETS.api }),
    row("GET /trpc/blog.list (batched)", measured.trpc, { compare: base, target: TARGETS.api }),
    row("baseline: static file, same bytes as /", staticHome),
    row("GET / (server-rendered, cached)", measured.home, {
      compare: staticHome,
      target: TARGETS.cachedPage,
    }),
    row("baseline: static file, same bytes as /blog/{slug}", staticPost),
    row("GET /blog/{slug} (cached)", measured.postPage, { compare: staticPost, target: TARGETS.cachedPage }),
    row("baseline: static file, same brotli bytes", measured.staticBrotli),
    row("GET / (cached, as a browser asks: br)", measured.homeBrotli, {
      compare: measured.staticBrotli,
      target: TARGETS.cachedPage,
    }),
    row("GET / (rendered every time)", measured.uncachedHome, { p99Target: TARGETS.uncachedP99Ms }),
    row("GET /blog/{slug} (rendered every time)", measured.uncached, { p99Target: TARGETS.uncachedP99Ms }),
  ]);

  const count = async () => (await sql(database.url)`select count(*)::int as n from inquiries`)[0].n;
  const before = await count();
  const writes = await load(`${ours}/api/inquiries`, {
    method: "POST",
    duration: WRITE_SECONDS,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Load Test", email: "load@example.com", message: "Sustained write." }),
  });
  // autocannon stops counting at the deadline; give answers still in flight then time to land.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stored = (await count()) - before;
  console.log(`\nPOST /api/inquiries sustained for ${WRITE_SECONDS} s (rate limit raised for the run)`);
  console.table([
    {
      "req/s": Math.round(writes.requests.average),
      "2xx": writes["2xx"],
      errors: writes.errors + writes.non2xx,
      "rows stored": stored,
      "stored, answered after the deadline": stored - writes["2xx"],
      "every 2xx stored": stored >= writes["2xx"],
      met: writes.errors + writes.non2xx === 0 && stored >= writes["2xx"],
    },
  ]);

  const rssKb = Number(readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  console.log(`\nServer memory (RSS) after the runs: ${(rssKb / 1024).toFixed(0)} MB`);
  console.log(
    `Machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; the load generator, PostgreSQL and both servers share them.`,
  );
} finally {
  baseline?.kill("SIGTERM");
  await rendering?.stop();
  await server?.stop();
  await database.drop();
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
