// Whether a password reset's answer time tells an address with an account from one without (an outside
// review measured 8-16 ms against 5-7 ms). A benchmark, not a test: it prints a table with medians.
//
//   pnpm build && pnpm --filter @staffing/bench bench:reset-timing
//
// The production build on a throwaway database of the machine's PostgreSQL; requests for known and
// unknown addresses alternate, each address asked once (under its mail limit) from a client address of
// its own (under the per-client limit), so both kinds take the same path apart from the address.
import { loadavg } from "node:os";
import postgres from "postgres";
import { createThrowawayDatabase, DEV_ANON_KEY, percentile, startProductionServer } from "./lib/server.mjs";

const PORT = 4340;
const SAMPLES = Number(process.env.BENCH_RESET_SAMPLES ?? 200);
const WARM_UP = 30;
const TARGET_MS = 1;

const database = await createThrowawayDatabase("bench_reset");
let server;
try {
  server = await startProductionServer({ port: PORT, databaseUrl: database.url, env: { TRUST_PROXY: "1" } });
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  await sql`insert into users (username, email, password_hash, role)
    select 'reset-bench-' || g, 'known-' || g || '@example.com', 'not-a-hash', 'editor'
    from generate_series(1, ${SAMPLES + WARM_UP}) g`;
  await sql.end();

  let client = 0;
  const reset = async (email) => {
    client += 1;
    const started = performance.now();
    const response = await fetch(`${server.base}/auth/v1/recover`, {
      method: "POST",
      headers: {
        apikey: DEV_ANON_KEY,
        "content-type": "application/json",
        "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${email}: ${response.status}`);
    return ms;
  };

  for (let i = 1; i <= WARM_UP; i++) {
    await reset(`known-${SAMPLES + i}@example.com`);
    await reset(`nobody-warm-${i}@example.com`);
  }
  const times = { known: [], unknown: [] };
  for (let i = 1; i <= SAMPLES; i++) {
    // Alternating, so a slow moment of a shared machine falls on both kinds.
    const knownFirst = i % 2 === 0;
    const pair = knownFirst
      ? [
          ["known", `known-${i}@example.com`],
          ["unknown", `nobody-${i}@example.com`],
        ]
      : [
          ["unknown", `nobody-${i}@example.com`],
          ["known", `known-${i}@example.com`],
        ];
    for (const [kind, email] of pair) times[kind].push(await reset(email));
  }

  const row = (kind) => ({
    address: kind === "known" ? "with an account" : "without one",
    requests: times[kind].length,
    "median ms": percentile(times[kind], 50).toFixed(2),
    "p90 ms": percentile(times[kind], 90).toFixed(2),
  });
  console.log(`\nPOST /auth/v1/recover, ${SAMPLES} requests each (load average ${loadavg()[0].toFixed(2)})`);
  console.table([row("known"), row("unknown")]);
  const difference = Math.abs(percentile(times.known, 50) - percentile(times.unknown, 50));
  console.log(
    `difference of the medians: ${difference.toFixed(2)} ms (target < ${TARGET_MS} ms): ${difference < TARGET_MS ? "met" : "NOT met"}`,
  );
} finally {
  await server?.stop();
  await database.drop();
}
