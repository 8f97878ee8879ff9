// The site behind Varnish (docker/varnish/default.vcl): public pages through Varnish against static
// files of the same sizes through the same Varnish (issue 32: at least 0.9 of it), in alternating
// rounds, and what reaches the origin meanwhile.
// A benchmark, not a test: nothing here fails a build.
//
//   pnpm build && node bench/edge.mjs
//
// Needs Debian's varnishd with varnish-modules' xkey. BENCH_ROUNDS (3) of BENCH_SECONDS (10) each.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { CONNECTIONS, DURATION_SECONDS, load, startProductionServer, waitUntilReady } from "./lib/server.mjs";

const ORIGIN_PORT = Number(process.env.BENCH_ORIGIN_PORT ?? 4314);
const VARNISH_PORT = Number(process.env.BENCH_VARNISH_PORT ?? 6083);
const VARNISH = `http://127.0.0.1:${VARNISH_PORT}`;
const PAGES = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/blog",
  "/blog/how-to-measure-the-real-cost-of-a-bad-hire",
];
const SERVED_BY_VARNISH = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HEADERS = { "accept-encoding": "br, gzip" };
// The static files of the pages' sizes (see below), in the web build's assets while the bench runs.
const STATIC_FILE_PATH = new URL("../apps/web/dist/client/assets/bench-edge-static.bin", import.meta.url)
  .pathname;

const folder = mkdtempSync(path.join(tmpdir(), "staffing-bench-edge-"));
// Varnish's worker process runs as its own user, which must reach its working directory.
chmodSync(folder, 0o755);
const vcl = path.join(folder, "default.vcl");
writeFileSync(
  vcl,
  readFileSync(new URL("../docker/varnish/default.vcl", import.meta.url), "utf8")
    .replace(/^(\s*\.host\s*=\s*)"[^"]*"/m, '$1"127.0.0.1"')
    .replace(/^(\s*\.port\s*=\s*)"[^"]*"/m, `$1"${ORIGIN_PORT}"`),
);
const workdir = path.join(folder, "varnish");

// A busy machine takes a while to migrate and seed the embedded database.
const origin = await startProductionServer({
  port: ORIGIN_PORT,
  readyTimeoutMs: 300_000,
  env: {
    DATA_DIR: path.join(folder, "data"),
    PUBLIC_SITE_URL: `http://127.0.0.1:${ORIGIN_PORT}`,
    EDGE_PURGE: "varnish",
    EDGE_PURGE_URL: VARNISH,
  },
});
const varnishd = spawn(
  "/usr/sbin/varnishd",
  ["-F", "-n", workdir, "-a", `127.0.0.1:${VARNISH_PORT}`, "-f", vcl, "-s", "malloc,128m"],
  { stdio: ["ignore", "ignore", "inherit"] },
);
const counters = () => {
  const stats = JSON.parse(
    execFileSync("/usr/bin/varnishstat", ["-n", workdir, "-1", "-j"], { encoding: "utf8" }),
  );
  const value = (name) => (stats.counters ?? stats)[name]?.value ?? 0;
  return {
    hits: value("MAIN.cache_hit"),
    misses: value("MAIN.cache_miss"),
    backend: value("MAIN.backend_req"),
  };
};

try {
  await waitUntilReady(`${VARNISH}/readyz`, 120_000);
  // The static file: one of exactly a page's bytes as sent (on average), written into the folder the
  // server serves /assets/ from, so both rounds move as much and the ratio is Varnish's work per
  // answer. Random bytes as application/octet-stream: nobody compresses them on the way.
  // As sent (Content-Length): fetch hands back the body decompressed.
  const sentBytes = async (url) => {
    const response = await fetch(`${VARNISH}${url}`, { headers: HEADERS });
    const body = await response.arrayBuffer();
    // Sent chunked (no Content-Length) only when not compressed: then the body is what was sent.
    return Number(response.headers.get("content-length") ?? body.byteLength);
  };
  // One static file per page, each of its page's size, asked for in the same sequence: the two loads
  // differ only in what Varnish does per answer.
  const pageSizes = await Promise.all(PAGES.map(sentBytes));
  const files = pageSizes.map((bytes, index) => {
    const file = STATIC_FILE_PATH.replace(/\.bin$/, `-${index}.bin`);
    writeFileSync(file, randomBytes(bytes));
    return file;
  });
  const staticFiles = files.map((file) => `/assets/${path.basename(file)}`);
  const pageBytes = pageSizes.reduce((sum, bytes) => sum + bytes, 0);
  const fileBytes = (await Promise.all(staticFiles.map(sentBytes))).reduce((sum, bytes) => sum + bytes, 0);
  // Every address once, so each round measures what Varnish holds.
  for (const url of [...PAGES, ...staticFiles]) await fetch(`${VARNISH}${url}`, { headers: HEADERS });

  // Rounds alternate the two loads, so a change in the machine's load falls on both.
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pages = await load(VARNISH, { headers: HEADERS, requests: PAGES.map((url) => ({ path: url })) });
    const file = await load(VARNISH, {
      headers: HEADERS,
      requests: staticFiles.map((url) => ({ path: url })),
    });
    rounds.push({ pages, file, ratio: pages.requests.average / file.requests.average });
    console.log(
      `round ${round + 1}: pages ${Math.round(pages.requests.average)}/s, static files ${Math.round(file.requests.average)}/s (load ${loadavg()[0].toFixed(1)})`,
    );
  }
  const ratios = rounds.map((round) => round.ratio).sort((a, b) => a - b);
  const median = (values) => values[Math.floor(values.length / 2)];
  const middle = rounds.find((round) => round.ratio === median(ratios));
  const { pages, file } = middle;
  const ratio = middle.ratio;

  const before = counters();
  const started = performance.now();
  const served = await autocannon({
    url: VARNISH,
    connections: CONNECTIONS,
    headers: HEADERS,
    requests: PAGES.map((url) => ({ path: url })),
    amount: SERVED_BY_VARNISH,
  });
  const seconds = (performance.now() - started) / 1000;
  const after = counters();
  const originRequests = after.backend - before.backend;

  const load1 = loadavg()[0].toFixed(1);
  console.log(
    `\nPages through Varnish against static files of the same sizes through the same Varnish (${ROUNDS} rounds of ${DURATION_SECONDS} s each, 20 connections; the median round; load ${load1})`,
  );
  console.table([
    {
      answer: `${PAGES.length} public pages (${Math.round(pageBytes / PAGES.length / 1024)} KB on average)`,
      "requests/s": Math.round(pages.requests.average),
      "p99 ms": pages.latency.p99,
      non2xx: pages.non2xx,
    },
    {
      answer: `${files.length} static files (${Math.round(fileBytes / files.length / 1024)} KB on average)`,
      "requests/s": Math.round(file.requests.average),
      "p99 ms": file.latency.p99,
      non2xx: file.non2xx,
    },
    {
      answer: `ratio (target >= 0.9; rounds ${ratios.map((value) => value.toFixed(2)).join(", ")})`,
      "requests/s": Number(ratio.toFixed(2)),
      "p99 ms": "",
      non2xx: ratio >= 0.9 ? "met" : "NOT MET",
    },
  ]);
  console.log(
    `\nThe origin while Varnish serves ${SERVED_BY_VARNISH} page requests (load ${loadavg()[0].toFixed(1)})`,
  );
  console.table([
    {
      "served by Varnish": served.requests.total,
      seconds: Number(seconds.toFixed(1)),
      hits: after.hits - before.hits,
      misses: after.misses - before.misses,
      "origin requests": originRequests,
      "origin requests/s": Number((originRequests / seconds).toFixed(2)),
    },
  ]);
} finally {
  if (varnishd.exitCode === null) {
    varnishd.kill("SIGTERM");
    await new Promise((resolve) => varnishd.once("exit", resolve));
  }
  await origin.stop();
  rmSync(folder, { recursive: true, force: true });
  for (const [index] of PAGES.entries())
    rmSync(STATIC_FILE_PATH.replace(/\.bin$/, `-${index}.bin`), { force: true });
}
