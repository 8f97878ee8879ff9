// How long `pnpm start` takes to serve once the site is built and its database exists (issue 20: a
// second start serves within 5 s): the time from running the command to the first 200 of /readyz, on
// PGlite (a data directory made by a first start) and on the machine's PostgreSQL, several rounds.
//
//   pnpm build && pnpm --filter @staffing/bench bench:start
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createThrowawayDatabase, DEMO_ADMIN } from "./lib/server.mjs";

const PORT = 4346;
const ROUNDS = Number(process.env.START_ROUNDS ?? 3);
const TARGET_SECONDS = 5;
const root = fileURLToPath(new URL("..", import.meta.url));

/** Runs `pnpm start` until /readyz answers 200; answers the seconds it took, then stops the server. */
async function timedStart(env) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn("pnpm", ["start"], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: DEMO_ADMIN.email,
      ADMIN_PASSWORD: DEMO_ADMIN.password,
      ...env,
    },
    // What pnpm and the server print is an operator's to read, not the table's.
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return (performance.now() - started) / 1000;
      if (child.exitCode !== null) throw new Error(`pnpm start exited (code ${child.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    // pnpm, its shell and the server are one process group.
    process.kill(-child.pid, "SIGTERM");
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-start-"));
const database = await createThrowawayDatabase("bench_start");
try {
  const rows = [];
  for (const [name, env] of [
    ["PGlite", { DATA_DIR: dataDir }],
    ["PostgreSQL", { DATABASE_URL: database.url }],
  ]) {
    const first = await timedStart(env);
    const seconds = [];
    for (let round = 0; round < ROUNDS; round++) seconds.push(await timedStart(env));
    rows.push({
      database: name,
      "first start s (creates the database)": first.toFixed(1),
      "later starts s": seconds.map((s) => s.toFixed(1)).join(" "),
      target: `<= ${TARGET_SECONDS} s`,
      met: Math.max(...seconds) <= TARGET_SECONDS,
    });
  }
  console.log("\n`pnpm start` to the first 200 of /readyz, the site already built");
  console.table(rows);
  console.log(
    `Machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}.`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
