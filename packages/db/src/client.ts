import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDirectory } from "./data-directory-lock";
import { isDatabaseUnavailable } from "./errors";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Either driver's database: the procedures never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "postgres" | "pglite";
  /** Applies the committed drizzle-kit migrations that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * How a library that brings its own SQL (the job system's pg-boss) reaches this database: a
   * connection string for PostgreSQL, or the embedded PGlite itself (its one connection).
   */
  rawConnection: { connectionString: string } | { pglite: PGlite };
  /**
   * Runs a task while no other instance runs one: start-up (migrations, first admin, seed) holds a
   * PostgreSQL advisory lock, so replicas starting together never race. PGlite has one process.
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Follows a NOTIFY channel: `onNotify` gets each payload, and `onListen` runs each time the
   * listening connection is (re)established, since anything announced while it was down is lost.
   * Resolves, once listening, to the function that stops.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * This process's connections by state (active, idle, idle in transaction), as the server's
   * pg_stat_activity reports them: postgres.js has no public pool statistics. The asking connection
   * counts as active.
   */
  connectionStates(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; "memory://" keeps them in memory. */
  dataDir?: string | undefined;
  /** Connections in the postgres.js pool. */
  maxConnections?: number;
}

// Resolved through the package, so it holds from the TypeScript sources and from a bundle alike.
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@staffing/db/package.json")),
  "drizzle",
);

// Any fixed number, the same in every instance: the key of the start-up advisory lock.
export const STARTUP_LOCK_ID = 7_310_452_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10);
  return openPglite(options.dataDir ?? ".data");
}

function openPostgres(url: string, max: number): DatabaseHandle {
  // A name of this process's own, so pg_stat_activity tells its connections from other instances'.
  const applicationName = `staffing-site ${randomUUID().slice(0, 8)}`;
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: 5,
    connection: { application_name: applicationName },
  });
  const db = drizzlePostgres({ client, schema }) as unknown as Database;
  return {
    db,
    driver: "postgres",
    rawConnection: { connectionString: url },
    migrate: () => migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder }),
    exclusively: async (task) => {
      // A session lock on one reserved connection, held while the task uses the rest of the pool.
      const connection = await lockStartUp(client);
      try {
        return await task();
      } finally {
        // The lock ends with its session: when the server has ended the connection, it is gone already.
        await connection`select pg_advisory_unlock(${STARTUP_LOCK_ID})`.catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) throw error;
        });
        connection.release();
      }
    },
    listen: async (channel, onNotify, onListen) => {
      // postgres.js keeps one connection for listening and listens again after a reconnect.
      const { unlisten } = await client.listen(channel, onNotify, onListen);
      return unlisten;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    connectionStates: () =>
      countConnections(db, sql`application_name = ${applicationName} and datname = current_database()`),
    close: () => client.end({ timeout: 5 }),
  };
}

// A connection ended while it waits for the lock (a restart, a failover) is tried again on a new one.
const LOCK_ATTEMPTS = 5;

async function lockStartUp(client: postgres.Sql): Promise<postgres.ReservedSql> {
  for (let attempt = 1; ; attempt++) {
    const connection = await client.reserve();
    try {
      await connection`select pg_advisory_lock(${STARTUP_LOCK_ID})`;
      return connection;
    } catch (error) {
      connection.release();
      if (attempt >= LOCK_ATTEMPTS || !isDatabaseUnavailable(error)) throw error;
      await setTimeout(attempt * 500);
    }
  }
}

// PostgreSQL's shared memory lives in PGlite's WebAssembly memory, which never shrinks. A site's
// database of a few megabytes needs a fraction of the default 128 MB of shared buffers (its files stay
// in the system's page cache besides), and PGlite has one connection, not the default 100 slots.
const PGLITE_SETTINGS = ["shared_buffers = 16MB", "max_connections = 10"];

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    // Two processes on one directory each see only their own writes and corrupt the files.
    unlock = lockDataDirectory(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    rawConnection: { pglite: client },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    exclusively: (task) => task(),
    listen: async (channel, onNotify, onListen) => {
      // In-process: the connection never drops, so listening starts once.
      const unlisten = await client.listen(channel, onNotify);
      onListen();
      return unlisten;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    connectionStates: () => countConnections(db, sql`pid = pg_backend_pid()`),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function countConnections(db: Database, mine: SQL): Promise<Record<string, number>> {
  const result = (await db.execute(
    sql`select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity where ${mine} group by 1`,
  )) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    state: string;
    count: number;
  }[];
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}
