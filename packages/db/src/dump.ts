import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import postgres from "postgres";
import type { DatabaseOptions } from "./client";
import { lockDataDirectory } from "./data-directory-lock";

// Logical backups as plain SQL, the format `pg_dump` writes and `psql -f` reads: from the embedded
// PGlite through pglite-tools' pg_dump (a WASM build talking to the PGlite it is given), from
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

/** The whole database (schemas, rows, sequences) as plain SQL. PGlite's directory is locked meanwhile. */
export async function dumpDatabase(options: DatabaseOptions): Promise<string> {
  if (options.url) return portable(await runPgDump(options.url));
  const dataDir = options.dataDir ?? ".data";
  // PGlite.create on a directory without a database makes a new, empty one: that is no backup.
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new DumpError(DUMP_TEXTS.noEmbeddedDatabase(path.resolve(dataDir)));
  return withPglite(dataDir, async (client) => {
    const file = await pgDump({ pg: client, args: DUMP_ARGUMENTS });
    return portable(await file.text());
  });
}

/**
 * Runs a dump in the database, as one transaction: a statement that fails leaves the database as it
 * was. The database must hold no rows (a new one, or one only migrated: its tables are replaced)
 * unless `replace` is given, which drops everything in it first.
 */
export async function restoreDatabase(
  options: DatabaseOptions,
  dump: string,
  { replace }: { replace: boolean },
): Promise<void> {
  // pg_dump's first and last comment lines: a file cut short (a full disk, a copy broken off) would
  // otherwise restore as a smaller site without a word.
  if (
    !/^--\r?\n-- PostgreSQL database dump\r?\n/.test(dump) ||
    !/^-- PostgreSQL database dump complete\r?$/m.test(dump)
  )
    throw new DumpError(DUMP_TEXTS.notADump);
  // postgres.js would wait for the rows of a COPY ... FROM stdin; psql sends them.
  if (/^COPY [^\n]+ FROM stdin;$/m.test(dump)) throw new DumpError(DUMP_TEXTS.copyBlocks);
  const script = withoutRestrictKey(dump);
  await withSession(options, async (session) => {
    const contents = await describeContents(session);
    if (contents.holdsRows && !replace) throw new DumpError(DUMP_TEXTS.notEmpty(describeDatabase(options)));
    const clearing = contents.holdsObjects ? dropEverything(contents.schemas) : "";
    try {
      await session.runScript(`${clearing}${script}`);
    } catch (error) {
      throw new DumpError(DUMP_TEXTS.notRestorable(firstLine(error)));
    }
  });
}

// pg_dump 17 and later set transaction_timeout, which older servers do not know: run that way, psql
// (with ON_ERROR_STOP) and our single-transaction restore would stop on PostgreSQL 13 to 16.
function portable(dump: string): string {
  return dump.replace(
    /^SET transaction_timeout = 0;$/m,
    "SELECT pg_catalog.set_config('transaction_timeout', '0', false) WHERE pg_catalog.current_setting('server_version_num')::int >= 170000;",
  );
}

// pg_dump since 17.6/16.10/15.14 brackets its output with psql's \restrict and \unrestrict (a random
// key that keeps a hostile server's dump from running psql commands). Both are psql's, not SQL: only
// the pair pg_dump wrote is removed, never a line of the same look inside a row's text.
function withoutRestrictKey(dump: string): string {
  const opening = /^\\restrict ([A-Za-z0-9]+)\r?\n/m.exec(dump);
  if (!opening) return dump;
  const key = opening[1];
  const start = dump.slice(0, opening.index) + dump.slice(opening.index + opening[0].length);
  const closing = new RegExp(`^\\\\unrestrict ${key}\\r?$\\n?`, "m");
  return start.replace(closing, "");
}

interface Session {
  rows<T>(text: string): Promise<T[]>;
  /** Several statements in one simple query: one implicit transaction. */
  runScript(text: string): Promise<void>;
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
        runScript: async (text) => {
          await client.unsafe(text).simple();
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
      runScript: async (text) => {
        await client.exec(text);
      },
    }),
  );
}

async function withPglite<T>(dataDir: string, task: (client: PGlite) => Promise<T>): Promise<T> {
  // The server holds the same lock: a dump never reads files another process is writing.
  const unlock = lockDataDirectory(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    try {
      return await task(client);
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
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
      `select exists (select from ${quote(schema)}.${quote(table)}) as filled`,
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
  const drops = schemas.map((name) => `DROP SCHEMA ${quote(name)} CASCADE;\n`).join("");
  return `${drops}CREATE SCHEMA public;\n`;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}

/** The machine's pg_dump on a PostgreSQL URL; the password goes through the environment, not `ps`. */
function runPgDump(url: string): Promise<string> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", [...DUMP_ARGUMENTS, "--inserts", `--dbname=${parsed.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new DumpError(DUMP_TEXTS.pgDumpMissing) : error),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(output).toString("utf8"));
      else
        reject(new DumpError(DUMP_TEXTS.pgDumpFailed(errors.trim().split("\n")[0] || `exit code ${code}`)));
    });
  });
}
