// Whether `pnpm db:backup` and `pnpm db:restore` hold a large database in bounded memory (an outside
// review measured 1.34 GB resident for a 290 MB dump): peak resident memory of each command above
// what it peaks at on an empty site, target 100 MB, plain and encrypted (BACKUP_PASSPHRASE), on
// PostgreSQL and on the embedded PGlite.
//
//   pnpm build && pnpm --filter @staffing/bench bench:backup
//
// The built commands (dist/commands/*.mjs with the root scripts' Node flags, as the image runs them) on
// throwaway databases of the machine's PostgreSQL and data directories; a filler table makes the dump
// BENCH_BACKUP_MB (300) large (the embedded site is the PostgreSQL one restored). Peak resident
// memory is the kernel's count for the process (GNU time's %M).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createThrowawayDatabase } from "./lib/server.mjs";

const DUMP_MB = Number(process.env.BENCH_BACKUP_MB ?? 300);
const TARGET_MB = 100;
const PREFIX = `${process.env.BENCH_DATABASE_PREFIX ?? ""}bench_backup`;
const COMMANDS = new URL("../apps/server/dist/commands/", import.meta.url);
// Each row: 31 md5 digests (992 characters) of text.
const ROW_CHARS = 31 * 32;
const PASSPHRASE = "bench-backup-passphrase";

// Node's flags as the root's scripts (and the image's, scripts/runtime-tree.mjs) run each command.
const ROOT_SCRIPTS = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts;
const flagsOf = (name) =>
  (ROOT_SCRIPTS[`db:${name}`] ?? "")
    .split(/\s+/)
    .filter((part) => /^--max-(?:semi|old)-space-size=\d+$/.test(part));

const work = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
const databases = [];

/** A command of the build under GNU time: its exit, its output and its peak resident memory (MB). */
async function command(name, args, env) {
  const report = path.join(work, `${name}-${Date.now()}.rss`);
  const script = new URL(`${name}.mjs`, COMMANDS).pathname;
  const child = spawn(
    "/usr/bin/time",
    ["-f", "%M", "-o", report, process.execPath, ...flagsOf(name), script, ...args],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PUBLIC_SITE_URL: "https://bench.example",
        LOG_LEVEL: "silent",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const started = performance.now();
  const [code] = await once(child, "exit");
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${name} ${args.join(" ")}: exit ${code}\n${output}`);
  return { seconds, peakMb: Number(readFileSync(report, "utf8").trim()) / 1024 };
}

async function database(label) {
  const created = await createThrowawayDatabase(`${PREFIX}_${label}`);
  databases.push(created);
  return { DATABASE_URL: created.url };
}

/** A new, empty data directory for the embedded database. */
function dataDirectory(label) {
  return { DATA_DIR: path.join(work, `${label}-data`) };
}

/** A migrated PostgreSQL site; with `fillerMb`, a table of that many megabytes of INSERT statements in its dump. */
async function site(label, fillerMb) {
  const created = await createThrowawayDatabase(`${PREFIX}_${label}`);
  databases.push(created);
  await command("migrate", [], { DATABASE_URL: created.url });
  if (fillerMb > 0) {
    const sql = postgres(created.url, { max: 1, onnotice: () => {} });
    const rows = Math.round((fillerMb * 1024 * 1024) / (ROW_CHARS + 50));
    await sql`create table bench_filler (id int primary key, body text not null)`;
    await sql`insert into bench_filler select g, repeat(md5(g::text), 31) from generate_series(1, ${rows}) g`;
    await sql.end();
  }
  return { DATABASE_URL: created.url };
}

/** The same site in an embedded database: the PostgreSQL site's backup restored into a data directory. */
async function embedded(from, label) {
  const file = path.join(work, `${label}-seed.sql`);
  await command("backup", [file], from);
  const into = dataDirectory(label);
  await command("restore", [file], into);
  rmSync(file, { force: true });
  return into;
}

/** Backs `from` up and restores it into a new database of the same kind: each command's figures. */
async function roundTrip(from, label, env) {
  const file = path.join(work, `${label}.sql`);
  const backup = await command("backup", [file], { ...from, ...env });
  const size = statSync(file).size / 1024 / 1024;
  const into = from.DATA_DIR ? dataDirectory(`${label}_into`) : await database(`${label}_into`);
  const restore = await command("restore", [file], { ...into, ...env });
  rmSync(file, { force: true });
  if (into.DATA_DIR) rmSync(into.DATA_DIR, { recursive: true, force: true });
  return { backup, restore, size };
}

try {
  const emptySite = await site("empty", 0);
  const largeSite = await site("large", DUMP_MB);
  const rows = [];
  for (const [database, empty, large] of [
    ["PostgreSQL", emptySite, largeSite],
    ["PGlite", await embedded(emptySite, "empty_embedded"), await embedded(largeSite, "large_embedded")],
  ]) {
    for (const [kind, env] of [
      ["plain", {}],
      ["encrypted", { BACKUP_PASSPHRASE: PASSPHRASE }],
    ]) {
      const idle = await roundTrip(empty, `${kind}_empty`, env);
      const big = await roundTrip(large, `${kind}_large`, env);
      for (const step of ["backup", "restore"]) {
        const above = big[step].peakMb - idle[step].peakMb;
        rows.push({
          database,
          command: `db:${step} (${kind})`,
          "file MB": big.size.toFixed(0),
          seconds: big[step].seconds.toFixed(1),
          "peak RSS MB": big[step].peakMb.toFixed(0),
          "empty site MB": idle[step].peakMb.toFixed(0),
          "above idle MB": above.toFixed(0),
          "target MB": TARGET_MB,
          "": above <= TARGET_MB ? "met" : "NOT met",
        });
      }
    }
  }
  console.log(`\nBackup and restore, a ${DUMP_MB} MB dump (load average ${loadavg()[0].toFixed(2)})`);
  console.table(rows);
} finally {
  for (const created of databases) await created.drop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
