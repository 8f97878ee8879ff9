// Does the site hold up as its data grows? The public blog list and the admin inquiry list are
// measured on the demo seed, then again after 10,000 posts and 100,000 inquiries are bulk-loaded; then
// every inquiry is exported as CSV while the server's memory is watched. A benchmark with targets:
// each row says whether it met its target.
//
//   pnpm build && pnpm --filter @staffing/bench bench:scale
//   BENCH_KEEP_DATABASE=1 ...   leaves the bulk-loaded database behind for EXPLAIN ANALYZE
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import postgres from "postgres";
import {
  CONNECTIONS,
  createThrowawayDatabase,
  DURATION_SECONDS,
  load,
  percentile,
  signIn,
  startProductionServer,
} from "./lib/server.mjs";

const PORT = 4330;
const POSTS = 10_000;
const INQUIRIES = 100_000;
/** Large-data p95 may be at most this many times the demo-data p95. */
const RATIO_TARGET = 1.5;
const EXPORT_RSS_TARGET_MB = 250;
const RSS_SAMPLE_MS = 50;
const WARM_UP_SECONDS = 5;

const database = await createThrowawayDatabase("bench_scale");
const sql = postgres(database.url, { max: 1, onnotice: () => {} });
let server;
try {
  server = await startProductionServer({ port: PORT, databaseUrl: database.url });
  const authorization = `Bearer ${await signIn(server.base)}`;
  const inquiryPage = (limit) => ({
    name: `tRPC inquiries.list {limit: ${limit}}`,
    url: `${server.base}/trpc/inquiries.list?input=${encodeURIComponent(JSON.stringify({ limit }))}`,
    headers: { authorization },
  });
  const blogList = { name: "GET /api/blog?page=1&limit=10", url: `${server.base}/api/blog?page=1&limit=10` };
  const adminList = inquiryPage(50);
  const seededInquiries = (await sql`select count(*)::int as n from inquiries`)[0].n;
  // The demo seed has fewer inquiries than a page holds, so its page is shorter than the bulk-loaded
  // one; a page of the seed's length at scale tells the database's share from the longer answer's.
  const sameLength = inquiryPage(seededInquiries);
  for (const list of [blogList, adminList, sameLength]) await expectOk(list);

  // The first seconds of a fresh process run slower (JIT, heap growth): warm every route first.
  for (const list of [blogList, adminList])
    await load(list.url, { headers: list.headers, duration: WARM_UP_SECONDS });
  const small = {
    blog: await measure(blogList),
    admin: await measure(adminList),
  };
  const loadSeconds = await bulkLoad(sql);
  const large = {
    blog: await measure(blogList),
    admin: await measure(adminList),
    sameLength: await measure(sameLength),
  };

  const counts = (
    await sql`
    select (select count(*)::int from blog_posts where is_published) as posts,
           (select count(*)::int from inquiries) as inquiries,
           (select avg(length(content))::int from blog_posts where slug like 'scale-post-%') as "bulkLength",
           (select avg(length(content))::int from blog_posts where slug not like 'scale-post-%') as "demoLength"`
  )[0];
  console.log(
    `\nBulk load: ${POSTS.toLocaleString("en")} posts and ${INQUIRIES.toLocaleString("en")} inquiries in ${loadSeconds.toFixed(1)} s` +
      ` (now ${counts.posts.toLocaleString("en")} published posts, ${counts.inquiries.toLocaleString("en")} inquiries;` +
      ` post content ${counts.bulkLength} characters on average, demo posts ${counts.demoLength})`,
  );
  console.log(
    `\nEach run: ${CONNECTIONS} connections, ${DURATION_SECONDS} s (load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} on ${availableParallelism()} cores at the end)`,
  );
  console.table([
    detailRow("demo seed", blogList, small.blog),
    detailRow("bulk-loaded", blogList, large.blog),
    detailRow("demo seed", adminList, small.admin),
    detailRow("bulk-loaded", adminList, large.admin),
    detailRow("bulk-loaded", sameLength, large.sameLength),
  ]);

  const comparison = [
    compare(blogList.name, small.blog, large.blog),
    compare(adminList.name, small.admin, large.admin),
    compare(`${adminList.name}, ${seededInquiries} rows at both sizes`, small.admin, large.sameLength),
  ];
  console.log("\nScale: p95 on the demo seed against p95 on the bulk-loaded data");
  console.table(comparison);

  // Once on the server as the load runs left it (its heap grown by them before the export starts: shown,
  // not judged), once on a fresh process, whose memory before the export is its idle footprint: the
  // target is judged there, on what the export itself costs.
  const afterLoad = await measureExport(server, authorization, counts.inquiries, "after the load runs", {
    judged: false,
  });
  await server.stop();
  server = await startProductionServer({ port: PORT, databaseUrl: database.url });
  const fresh = await measureExport(server, authorization, counts.inquiries, "fresh process", {
    judged: true,
  });
  console.log(`\nCSV export of every inquiry, the server's memory sampled every ${RSS_SAMPLE_MS} ms`);
  console.table([afterLoad.row, fresh.row]);
  for (const note of [afterLoad.detail, fresh.detail]) if (note) console.log(note);
  if ([...comparison, fresh.row].some((row) => row.result !== "pass")) process.exitCode = 1;
} finally {
  await server?.stop();
  await sql.end();
  if (process.env.BENCH_KEEP_DATABASE) {
    await database.keep();
    console.log(`\nKept the database: ${database.url}`);
  } else {
    await database.drop();
  }
}

function compare(name, small, large) {
  const ratio = large.p95 / small.p95;
  return {
    row: name,
    "small p95 ms": small.p95.toFixed(2),
    "large p95 ms": large.p95.toFixed(2),
    ratio: `${ratio.toFixed(2)}x`,
    target: `<= ${RATIO_TARGET}x`,
    result: ratio <= RATIO_TARGET && large.errors === 0 ? "pass" : "FAIL",
  };
}

async function expectOk({ name, url, headers }) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
}

async function measure({ url, headers }) {
  const result = await load(url, { headers });
  return {
    reqPerSecond: result.requests.average,
    bytesPerAnswer: result.throughput.average / result.requests.average,
    p50: percentile(result.latencies, 50),
    p95: percentile(result.latencies, 95),
    p99: percentile(result.latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

function detailRow(data, list, result) {
  return {
    data,
    row: list.name,
    "req/s": Math.round(result.reqPerSecond),
    "KB/answer": (result.bytesPerAnswer / 1024).toFixed(1),
    "p50 ms": result.p50.toFixed(2),
    "p95 ms": result.p95.toFixed(2),
    "p99 ms": result.p99.toFixed(2),
    errors: result.errors,
  };
}

/**
 * Published posts as long as the demo ones (headings, paragraphs and lists of words drawn at random,
 * so they compress like prose rather than like one repeated string), one every three hours back from
 * now; and inquiries in every status, one every five minutes back from now.
 */
async function bulkLoad(sql) {
  const started = performance.now();
  // Lives and dies with the throwaway database.
  await sql`
    create function bench_phrase(length int) returns text language sql volatile as $$
      with vocabulary as (
        select string_to_array(
          'staffing hire team candidate interview offer onboarding payroll shift warehouse clinic remote ' ||
          'virtual temporary permanent recruiter budget season retention salary benefits schedule manager ' ||
          'skills project contract client growth planning quality training process market role', ' ') as words
      )
      select string_agg(words[1 + floor(random() * array_length(words, 1))::int], ' ')
        from vocabulary, generate_series(1, length)
    $$`;
  await sql`
    insert into blog_posts
      (title, slug, content, excerpt, tags, category, is_published, published_at, created_at, updated_at)
    select 'Scale post ' || i || ': ' || initcap(bench_phrase(6)),
           'scale-post-' || i,
           (select string_agg(
                     '<h2>' || initcap(bench_phrase(5)) || '</h2><p>' || bench_phrase(60) ||
                     '.</p><ul><li>' || bench_phrase(8) || '</li><li>' || bench_phrase(8) ||
                     '</li></ul>', '')
              from generate_series(1, 2 + i % 3) s),
           bench_phrase(30),
           array['Hiring Strategy', 'Workforce Planning'],
           (enum_range(null::blog_category))[1 + i % 6],
           true,
           now() - i * interval '3 hours',
           now() - i * interval '3 hours',
           now() - i * interval '3 hours'
      from generate_series(1, ${POSTS}) i`;
  await sql`
    insert into inquiries (name, email, company, service, message, status, source, created_at, updated_at)
    select 'Scale Person ' || i,
           'person' || i || '@example.com',
           'Company ' || (i % 5000),
           (array['virtual', 'temporary', 'direct', 'consultation'])[1 + i % 4],
           'We need ' || (1 + i % 40) || ' people for ' ||
             (array['night shifts', 'our clinics', 'the peak season', 'a new warehouse', 'customer support'])[1 + i % 5] ||
             '. ' || repeat('Could you tell us about availability, rates and how soon you can start? ', 1 + i % 4),
           (enum_range(null::inquiry_status))[1 + i % 3],
           'website',
           now() - i * interval '5 minutes',
           now() - i * interval '5 minutes'
      from generate_series(1, ${INQUIRIES}) i`;
  // As autovacuum would do soon after such a load: fresh statistics for the planner.
  await sql`vacuum analyze blog_posts`;
  await sql`vacuum analyze inquiries`;
  return (performance.now() - started) / 1000;
}

/** Streams the whole CSV export, counting bytes and rows, while sampling the server's resident memory. */
async function measureExport(server, authorization, expectedRows, when, { judged }) {
  const path = "/api/admin/inquiries/export.csv";
  const peakWasReset = resetPeakRss(server.pid);
  const rssBefore = memoryMb(server.pid, "VmRSS");
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryMb(server.pid, "VmRSS"));
  }, RSS_SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let lastByte = 0x0a;
  let inQuotes = false;
  try {
    const response = await fetch(`${server.base}${path}`, {
      headers: { authorization, "accept-encoding": "identity" },
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.startsWith("text/csv")) {
      await response.body?.cancel();
      const missing = response.status === 404 || (response.ok && !type.startsWith("text/csv"));
      return {
        row: { row: `GET ${path}`, when, result: missing ? "MISSING" : "FAIL" },
        detail: missing
          ? `${path} answered ${response.status} (${type || "no content type"}): the endpoint is not there yet; run again once it is.`
          : `${path} answered ${response.status}: ${await response.text().catch(() => "")}`,
      };
    }
    // Rows end at a newline outside quotes: a quoted message may hold newlines of its own.
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === 0x22) inQuotes = !inQuotes;
        else if (byte === 0x0a && !inQuotes) lines++;
      }
      lastByte = chunk[chunk.length - 1] ?? lastByte;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, memoryMb(server.pid, "VmRSS"));
  if (peakWasReset) peak = Math.max(peak, memoryMb(server.pid, "VmHWM"));
  // The header line is not a row; a last row without its newline is.
  const rows = lines - 1 + (lastByte === 0x0a ? 0 : 1);
  return {
    row: {
      row: `GET ${path}`,
      when,
      "MB received": (bytes / 1024 / 1024).toFixed(1),
      rows,
      "rows expected": expectedRows,
      "duration s": seconds.toFixed(2),
      "RSS before MB": rssBefore.toFixed(0),
      "peak RSS MB": peak.toFixed(0),
      "export's own MB": (peak - rssBefore).toFixed(0),
      target: `< ${EXPORT_RSS_TARGET_MB} MB, every row`,
      result:
        rows !== expectedRows ? "FAIL" : !judged ? "(shown)" : peak < EXPORT_RSS_TARGET_MB ? "pass" : "FAIL",
    },
  };
}

/** Resets the kernel's peak-RSS mark (VmHWM), so it tells the export's peak alone; false where not allowed. */
function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

function memoryMb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
}
