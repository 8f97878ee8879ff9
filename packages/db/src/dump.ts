import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { DatabaseOptions } from "./client";
import { lockDataDirectory } from "./data-directory-lock";
import { pgliteDump } from "./pglite-dump";
import { quoteIdentifier, type ScriptMarks, statementBatches } from "./sql-statements";

// Logical backups as plain SQL, the format `pg_dump` writes and `psql -f` reads: from the embedded
// PGlite through pglite-tools' pg_dump for its schema and a cursor for its rows (pglite-dump.ts), from
// PostgreSQL through the machine's own pg_dump. Rows are INSERT statements (never COPY blocks), so
// one file restores alike through psql, PGlite's exec and a single simple query on PostgreSQL.

// No owners or grants: the file restores under whatever role the target uses.
const DUMP_ARGUMENTS = ["--no-owner", "--no-privileges"];

/** What the operator is told when a dump or a restore cannot go ahead. */
export class DumpError extends Error {
  override name = "DumpError";
}

export const DUMP_TEXTS = {
  noEmbeddedDatabase: (directory: string) =>
    `There is no embedded database in ${directory}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`,
  pgDumpMissing:
    "pg_dump was not found: install PostgreSQL's client programs (Debian: postgresql-client) of the server's major version or later.",
  pgDumpFailed: (detail: string) => `pg_dump failed: ${detail}`,
  notEmpty: (where: string) =>
    `Nothing was restored: ${where} already holds data. Restore into an empty database, or add --replace to drop everything in it first.`,
  notADump:
    "This file is not a whole pg_dump file (plain SQL): its first or last lines are missing, so it may be cut short.",
  copyBlocks:
    "This file holds COPY blocks (pg_dump without --inserts): restore it with psql, or make the backup with pnpm db:backup.",
  unreachable: (where: string, detail: string) => `Could not reach ${where}: ${detail}`,
  notRestorable: (detail: string) => `The file could not be restored (nothing was changed): ${detail}`,
} as const;

/** Where a database is, in words an operator recognises (a URL without its password). */
export function describeDatabase(options: DatabaseOptions): string {
  if (!options.url) return `the embedded database in ${path.resolve(options.dataDir ?? ".data")}`;
  const url = new URL(options.url);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
  return `the PostgreSQL database ${url.pathname.slice(1) || "postgres"} at ${user}${url.host}`;
}

/**
 * The whole database (schemas, rows, sequences) as plain SQL, as a stream. From PostgreSQL it is
 * pg_dump's output as it comes (the stream fails with a DumpError if pg_dump does); from PGlite,
 * its schema from pglite-tools' pg_dump and its rows a page at a time (pglite-dump.ts), the
 * directory locked until the stream ends or is dropped.
 */
export async function dumpDatabase(options: DatabaseOptions): Promise<Readable> {
  if (options.url) return runPgDump(options.url);
  const dataDir = options.dataDir ?? ".data";
  // PGlite.create on a directory without a database makes a new, empty one: that is no backup.
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new DumpError(DUMP_TEXTS.noEmbeddedDatabase(path.resolve(dataDir)));
  // Locked and opened before the stream is handed over: a directory in use is refused at once, in
  // one line, before a backup file is begun.
  const { client, release } = await openPglite(dataDir);
  let started = false;
  async function* dump() {
    started = true;
    try {
      yield* pgliteDump(client, DUMP_ARGUMENTS);
    } finally {
      await release();
    }
  }
  const output = portableLines();
  // A failure of the dump fails the stream its reader holds; a reader that stops early (or never
  // starts) closes the database and lets the directory go. Once the dump has begun, its own `finally`
  // closes it: at its next step, never while pg_dump is still running inside it (closing the
  // database under a running pg_dump crashes the process).
  pipeline(Readable.from(dump(), { objectMode: false }), output).catch(() => {});
  output.on("close", () => {
    if (!started) void release().catch(() => {});
  });
  return output;
}

/**
 * Runs a dump (a stream of plain SQL) in the database, as one transaction, a batch of statements at
 * a time: a statement that fails, a file cut short or one of COPY blocks leaves the database as it
 * was. The database must hold no rows (a new one, or one only migrated: its tables are replaced)
 * unless `replace` is given, which drops everything in it first.
 */
export async function restoreDatabase(
  options: DatabaseOptions,
  dump: Readable,
  { replace }: { replace: boolean },
): Promise<void> {
  const marks: ScriptMarks = { opened: false, completed: false, copyBlock: false, ended: false };
  const batches = statementBatches(linesOf(dump), marks);
  // A file refused halfway leaves its stream (and a pg_dump or a decryption behind it) unread: closed.
  try {
    // pg_dump's first lines before anything else: a file of another kind never reaches the database
    // (nor does a small file cut short, or of COPY blocks: its one batch is read whole first).
    const first = await batches.next();
    if (!marks.opened) throw new DumpError(DUMP_TEXTS.notADump);
    refuseUnfinished(marks);
    await withSession(options, async (session) => {
      const contents = await describeContents(session);
      if (contents.holdsRows && !replace) throw new DumpError(DUMP_TEXTS.notEmpty(describeDatabase(options)));
      await session.transaction(async (run) => {
        if (contents.holdsObjects) await run(dropEverything(contents.schemas));
        for (let batch = first; !batch.done; batch = await batches.next()) {
          refuseUnfinished(marks);
          await run(batch.value);
        }
        refuseUnfinished(marks);
      });
    });
  } finally {
    dump.destroy();
  }
}

/** Throws once the statements read so far show a file psql alone restores, or one cut short. */
function refuseUnfinished(marks: ScriptMarks): void {
  // postgres.js would wait for the rows of a COPY ... FROM stdin; psql sends them.
  if (marks.copyBlock) throw new DumpError(DUMP_TEXTS.copyBlocks);
  // pg_dump's last comment line: a file cut short (a full disk, a copy broken off) would
  // otherwise restore as a smaller site without a word.
  if (marks.ended && !marks.completed) throw new DumpError(DUMP_TEXTS.notADump);
}

/** The lines of a stream of UTF-8 text, split at `\n` only (a `\r` inside a row's text stays). */
async function* linesOf(stream: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    pending += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    let newline = pending.indexOf("\n");
    let start = 0;
    while (newline !== -1) {
      yield pending.slice(start, newline);
      start = newline + 1;
      newline = pending.indexOf("\n", start);
    }
    pending = pending.slice(start);
  }
  pending += decoder.decode();
  if (pending !== "") yield pending;
}

// pg_dump 17 and later set transaction_timeout, which older servers do not know: run that way, psql
// (with ON_ERROR_STOP) and our single-transaction restore would stop on PostgreSQL 13 to 16. The line
// is rewritten as the dump streams by; every other byte passes as it is.
const TRANSACTION_TIMEOUT_LINE = "SET transaction_timeout = 0;";
const PORTABLE_LINE =
  "SELECT pg_catalog.set_config('transaction_timeout', '0', false) WHERE pg_catalog.current_setting('server_version_num')::int >= 170000;";
// The line is among pg_dump's first few: past this many bytes nothing is looked at any more.
const HEADER_BYTES = 64 * 1024;

function portableLines(finished: Promise<void> = Promise.resolve()): Transform {
  let head = Buffer.alloc(0);
  let passing = false;
  // Bytes, never decoded here: a chunk may end inside a character.
  const rewrite = (bytes: Buffer) => {
    const at = bytes.indexOf(`\n${TRANSACTION_TIMEOUT_LINE}\n`);
    if (at === -1) return bytes;
    const end = at + 1 + TRANSACTION_TIMEOUT_LINE.length;
    return Buffer.concat([bytes.subarray(0, at + 1), Buffer.from(PORTABLE_LINE), bytes.subarray(end)]);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (passing) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < HEADER_BYTES) return done();
      passing = true;
      done(null, rewrite(head));
    },
    flush(done) {
      finished.then(() => done(null, passing ? undefined : rewrite(head)), done);
    },
  });
}

interface Session {
  rows<T>(text: string): Promise<T[]>;
  /** A transaction whose `run` sends several statements as one simple query. */
  transaction(task: (run: (text: string) => Promise<void>) => Promise<void>): Promise<void>;
}

async function withSession<T>(options: DatabaseOptions, task: (session: Session) => Promise<T>): Promise<T> {
  if (options.url) {
    const client = postgres(options.url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    try {
      // A refused connection, a wrong password or a database that is not there: one line, no stack.
      await client`select 1`.catch((error: unknown) => {
        throw new DumpError(DUMP_TEXTS.unreachable(describeDatabase(options), firstLine(error)));
      });
      return await task({
        rows: async (text) => [...(await client.unsafe(text))] as never[],
        transaction: async (task) => {
          await client.begin((tx) => task((text) => inTransaction(tx.unsafe(text).simple())));
        },
      });
    } finally {
      await client.end({ timeout: 5 });
    }
  }
  const dataDir = options.dataDir ?? ".data";
  mkdirSync(dataDir, { recursive: true });
  return withPglite(dataDir, (client) =>
    task({
      rows: async (text) => (await client.query(text)).rows as never[],
      transaction: async (task) => {
        await client.transaction((tx) => task((text) => inTransaction(tx.exec(text))));
      },
    }),
  );
}

async function withPglite<T>(dataDir: string, task: (client: PGlite) => Promise<T>): Promise<T> {
  const { client, release } = await openPglite(dataDir);
  try {
    return await task(client);
  } finally {
    await release();
  }
}

/**
 * The embedded database, opened under the data directory's lock (the server holds the same lock: a
 * dump never reads files another process is writing). `release` closes it and lets the lock go, once
 * however often it is called.
 */
async function openPglite(dataDir: string): Promise<{ client: PGlite; release: () => Promise<void> }> {
  const unlock = lockDataDirectory(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  let released: Promise<void> | undefined;
  return { client, release: () => (released ??= client.close().finally(unlock)) };
}

// Schemas of the system, never dumped and never dropped.
const USER_SCHEMAS = "nspname <> 'information_schema' and nspname not like 'pg\\_%'";

async function describeContents(session: Session) {
  const schemas = (
    await session.rows<{ name: string }>(
      `select nspname as name from pg_namespace where ${USER_SCHEMAS} order by 1`,
    )
  ).map((row) => row.name);
  const tables = await session.rows<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${USER_SCHEMAS.replaceAll("nspname", "n.nspname")}`,
  );
  let holdsRows = false;
  for (const { schema, table } of tables) {
    // drizzle's log of applied migrations: a database only migrated still counts as empty.
    if (schema === "drizzle" && table === "__drizzle_migrations") continue;
    const [row] = await session.rows<{ filled: boolean }>(
      `select exists (select from ${quoteIdentifier(schema)}.${quoteIdentifier(table)}) as filled`,
    );
    if (row?.filled) {
      holdsRows = true;
      break;
    }
  }
  const holdsObjects = tables.length > 0 || schemas.some((name) => name !== "public");
  return { schemas, holdsRows, holdsObjects };
}

function dropEverything(schemas: string[]): string {
  const drops = schemas.map((name) => `DROP SCHEMA ${quoteIdentifier(name)} CASCADE;\n`).join("");
  return `${drops}CREATE SCHEMA public;\n`;
}

/** A statement's failure, in one line (an error of our own passes as it is). */
async function inTransaction(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    throw error instanceof DumpError ? error : new DumpError(DUMP_TEXTS.notRestorable(firstLine(error)));
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}

/**
 * The machine's pg_dump on a PostgreSQL URL, its output as a stream; the password goes through the
 * environment, not `ps`. The stream ends only once pg_dump has exited: with a DumpError unless it
 * exited well, so a dump cut short is never taken for a whole one.
 */
function runPgDump(url: string): Readable {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const child = spawn("pg_dump", [...DUMP_ARGUMENTS, "--inserts", `--dbname=${parsed.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    // The first lines say why; the rest is not kept.
    if (errors.length < 4096) errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new DumpError(DUMP_TEXTS.pgDumpMissing) : error),
    );
    child.on("close", (code) => {
      if (code === 0) resolve();
      else
        reject(new DumpError(DUMP_TEXTS.pgDumpFailed(errors.trim().split("\n")[0] || `exit code ${code}`)));
    });
  });
  // Read by the stream's end; a reader that gave up early must not make it an unhandled rejection.
  exited.catch(() => {});
  const output = portableLines(exited);
  // A reader that stops early (a full disk) stops pg_dump too.
  output.on("close", () => child.kill());
  return child.stdout.pipe(output);
}
