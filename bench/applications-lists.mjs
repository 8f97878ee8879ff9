// Do the candidate pipeline's lists hold up as the data grows (issue 30)? The admin applications list
// (its first page, a job's, a stage's, the overdue ones) and the admin jobs list with its counts per
// stage are measured on two servers side by side: one on small data (20 jobs, 200 applications),
// one on 10,000 jobs and 100,000 applications. Both run on PostgreSQL in the same run, measured in
// turns over several rounds, so the machine's load weighs on both alike. A benchmark with a target:
// each row says whether the large data's p95 stayed within 1.5x of the small data's.
//
//   pnpm build && pnpm --filter @staffing/bench bench:applications
//   BENCH_ROUNDS=5 BENCH_SECONDS=5 ...
//   BENCH_KEEP_DATABASE=1 ...   leaves both databases behind for EXPLAIN ANALYZE
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

const PORTS = { small: 4331, large: 4332 };
const SIZES = {
  small: { jobs: 20, applications: 200 },
  large: { jobs: 10_000, applications: 100_000 },
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Large-data p95 may be at most this many times the small-data p95. */
const RATIO_TARGET = 1.5;
const WARM_UP_SECONDS = 3;

const sides = {};
try {
  for (const size of ["small", "large"]) {
    const database = await createThrowawayDatabase(`bench_applications_${size}`);
    sides[size] = { database };
    const server = await startProductionServer({ port: PORTS[size], databaseUrl: database.url });
    sides[size].server = server;
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const seconds = await bulkLoad(sql, SIZES[size]);
    // A job in the middle of the list: as many applications as any other (one in every `jobs`).
    const [job] =
      await sql`select id from jobs where slug = ${`bench-job-${Math.floor(SIZES[size].jobs / 2)}`}`;
    await sql.end();
    sides[size].jobId = job.id;
    sides[size].authorization = `Bearer ${await signIn(server.base)}`;
    console.log(
      `${size}: ${SIZES[size].jobs.toLocaleString("en")} jobs and ${SIZES[size].applications.toLocaleString("en")} applications loaded in ${seconds.toFixed(1)} s`,
    );
  }

  const lists = [
    { name: "GET /api/admin/applications (first page)", path: () => "/api/admin/applications" },
    {
      name: "GET /api/admin/applications?jobId=",
      path: (side) => `/api/admin/applications?jobId=${side.jobId}`,
    },
    {
      name: "GET /api/admin/applications?stage=interview",
      path: () => "/api/admin/applications?stage=interview",
    },
    { name: "GET /api/admin/applications?overdue=true", path: () => "/api/admin/applications?overdue=true" },
    { name: "GET /api/admin/jobs (with counts per stage)", path: () => "/api/admin/jobs" },
  ];
  const target = (list, size) => ({
    url: `${sides[size].server.base}${list.path(sides[size])}`,
    headers: { authorization: sides[size].authorization },
  });
  for (const list of lists)
    for (const size of ["small", "large"]) {
      const { url, headers } = target(list, size);
      const response = await fetch(url, { headers });
      if (!response.ok)
        throw new Error(`${list.name} (${size}) answered ${response.status}: ${await response.text()}`);
      await load(url, { headers, duration: WARM_UP_SECONDS });
    }

  // Each round measures every list on both sides, the side first measured taking turns.
  const results = Object.fromEntries(lists.map((list) => [list.name, { small: [], large: [] }]));
  const loads = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const list of lists) {
      const order = round % 2 === 1 ? ["small", "large"] : ["large", "small"];
      for (const size of order) {
        const { url, headers } = target(list, size);
        const run = await load(url, { headers });
        results[list.name][size].push({
          p95: percentile(run.latencies, 95),
          errors: run.errors + run.non2xx,
          reqPerSecond: run.requests.average,
        });
      }
    }
    loads.push(loadavg()[0]);
    console.log(`round ${round} done (load average ${loadavg()[0].toFixed(2)})`);
  }

  const median = (values) => percentile(values, 50);
  const rows = lists.map((list) => {
    const { small, large } = results[list.name];
    const smallP95 = median(small.map((run) => run.p95));
    const largeP95 = median(large.map((run) => run.p95));
    const ratios = small.map((run, i) => (large[i]?.p95 ?? Number.NaN) / run.p95);
    const ratio = largeP95 / smallP95;
    const errors = [...small, ...large].reduce((sum, run) => sum + run.errors, 0);
    return {
      figure: list.name,
      "small p95 ms": smallP95.toFixed(1),
      "large p95 ms": largeP95.toFixed(1),
      ratio: `${ratio.toFixed(2)}x`,
      "spread (per round)": `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x`,
      "large req/s": Math.round(median(large.map((run) => run.reqPerSecond))),
      target: `<= ${RATIO_TARGET}x`,
      met: ratio <= RATIO_TARGET && errors === 0 ? "yes" : "NO",
    };
  });
  console.log(
    `\n${ROUNDS} rounds of ${DURATION_SECONDS} s per list and size, ${CONNECTIONS} connections; p95 is the median of the rounds' p95s` +
      ` (load average ${loads.map((n) => n.toFixed(1)).join(", ")} after each round, on ${availableParallelism()} cores)`,
  );
  console.table(rows);
  if (rows.some((row) => row.met !== "yes")) process.exitCode = 1;
} finally {
  for (const side of Object.values(sides)) {
    await side.server?.stop();
    if (process.env.BENCH_KEEP_DATABASE) {
      await side.database.keep();
      console.log(`Kept the database: ${side.database.url}`);
    } else {
      await side.database.drop();
    }
  }
}

/**
 * Jobs over the services and statuses, one changed every hour back from now; applications spread
 * evenly over the jobs (one in every `jobs`, so a job holds as many at either size), over every stage,
 * one every few minutes back over 300 days (within the retention), a fifth of them assigned.
 */
async function bulkLoad(sql, { jobs, applications }) {
  const started = performance.now();
  await sql`
    insert into jobs (title, slug, summary, employment_type, service, category, remote, status,
                      published_at, created_at, updated_at)
    select 'Bench job ' || i, 'bench-job-' || i, 'A job of the benchmark.', array['full_time'],
           (array['virtual', 'temporary', 'direct', 'consultation'])[1 + i % 4],
           (array['Accounting', 'Warehouse', 'Healthcare', 'Office'])[1 + i % 4],
           'remote', (array['open', 'open', 'closed', 'draft'])[1 + i % 4]::job_status,
           now() - i * interval '1 hour', now() - i * interval '1 hour', now() - i * interval '1 hour'
      from generate_series(0, ${jobs - 1}) i`;
  const [admin] = await sql`select id from users where role = 'admin' order by created_at limit 1`;
  const step = (300 * 24 * 60) / applications;
  await sql`
    insert into applications (job_id, job_title, name, email, consent_text, stage, assignee_id,
                              created_at, updated_at)
    select j.id, j.title, 'Bench Candidate ' || i, 'candidate' || i || '@example.com',
           'I agree to the privacy notice.', (enum_range(null::application_stage))[1 + (i / ${jobs}) % 6],
           case when i % 5 = 0 then ${admin.id}::uuid end,
           now() - i * ${step}::float8 * interval '1 minute', now() - i * ${step}::float8 * interval '1 minute'
      from generate_series(0, ${applications - 1}) i
      join jobs j on j.slug = 'bench-job-' || (i % ${jobs})`;
  // As autovacuum would do soon after such a load: fresh statistics for the planner.
  await sql`vacuum analyze jobs`;
  await sql`vacuum analyze applications`;
  return (performance.now() - started) / 1000;
}
