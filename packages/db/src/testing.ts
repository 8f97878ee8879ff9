import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "./client";

/**
 * A migrated, empty, throwaway database for one test file. With DATABASE_URL set it is a new
 * database on that PostgreSQL server (dropped on close); otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  const handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  return handle;
}

async function createPostgresTestDatabase(serverUrl: string) {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), maxConnections: 5 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
