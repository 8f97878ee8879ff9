// Throughput of the production build against a raw baseline, side by side in one run, on the
// machine's PostgreSQL. A benchmark, not a test: it prints tables.
//
//   pnpm build && pnpm --filter @staffing/bench bench:api
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import {
  CONNECTIONS,
  createThrowawayDatabase,
  DURATION_SECONDS,
  load,
  startProductionServer,
  waitUntilReady,
} from "./lib/server.mjs";

const OURS = 4320;
const BASELINE = 4321;

const database = await createThrowawayDatabase();
let server;
let baseline;
try {
  server = await startProductionServer({
    port: OURS,
    databaseUrl: database.url,
    env: { INQUIRY_RATE_LIMIT_PER_HOUR: "10000000" },
  });
  baseline = spawn(process.execPath, ["baseline-server.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(BASELINE),
      STATIC_PAGE_URL: `http://127.0.0.1:${OURS}/`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilReady(`http://127.0.0.1:${BASELINE}/`);

  const trpcInput = encodeURIComponent(JSON.stringify({ 0: { page: 1, limit: 10 } }));
  const base = await load(`http://127.0.0.1:${BASELINE}/api/blog`);
  const rest = await load(`http://127.0.0.1:${OURS}/api/blog?page=1&limit=10`);
  const trpc = await load(`http://127.0.0.1:${OURS}/trpc/blog.list?batch=1&input=${trpcInput}`);
  const [post] = await (await fetch(`http://127.0.0.1:${OURS}/api/blog?page=1&limit=1`)).json();
  const staticFile = await load(`http://127.0.0.1:${BASELINE}/static`);
  const home = await load(`http://127.0.0.1:${OURS}/`);
  const postPage = await load(`http://127.0.0.1:${OURS}/blog/${post.slug}`);
  // A new address each time: every request renders.
  let n = 0;
  const uncached = await load(`http://127.0.0.1:${OURS}/blog/${post.slug}`, {
    requests: [{ setupRequest: (request) => ({ ...request, path: `/blog/${post.slug}?v=${n++}` }) }],
  });

  const row = (name, result, compare) => ({
    what: name,
    "req/s": Math.round(result.requests.average),
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(compare
      ? {
          "baseline req/s": Math.round(compare.requests.average),
          ratio: (result.requests.average / compare.requests.average).toFixed(2),
        }
      : {}),
  });
  console.log(`\nReads, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
  console.table([
    row("baseline node:http + postgres.js", base),
    row("GET /api/blog?page=1&limit=10", rest, base),
    row("GET /trpc/blog.list (batched)", trpc, base),
    row("static file, same bytes as /", staticFile),
    row("GET / (server-rendered, cached)", home, staticFile),
    row("GET /blog/{slug} (cached)", postPage, staticFile),
    row("GET /blog/{slug} (rendered every time)", uncached),
  ]);

  const before = (await sql(database.url)`select count(*)::int as n from inquiries`)[0].n;
  const writes = await load(`http://127.0.0.1:${OURS}/api/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Load Test", email: "load@example.com", message: "Sustained write." }),
  });
  const after = (await sql(database.url)`select count(*)::int as n from inquiries`)[0].n;
  console.log("\nPOST /api/inquiries sustained");
  console.table([
    {
      "req/s": Math.round(writes.requests.average),
      "2xx": writes["2xx"],
      errors: writes.errors + writes.non2xx,
      "rows stored": after - before,
      // autocannon stops counting at the deadline; answers still in flight then were stored too.
      "stored, answered after the deadline": after - before - writes["2xx"],
      "every 2xx stored": after - before >= writes["2xx"],
    },
  ]);

  const rssKb = Number(readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  console.log(`\nServer memory (RSS) after the runs: ${(rssKb / 1024).toFixed(0)} MB`);
} finally {
  baseline?.kill("SIGTERM");
  await server?.stop();
  await database.drop();
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
