import { randomBytes } from "node:crypto";
import { appSecrets, type Database } from "@staffing/db";
import { eq } from "drizzle-orm";

const loaded = new WeakMap<Database, Map<string, Promise<Uint8Array>>>();

/**
 * A 256-bit secret kept in the database under `name`, made by whichever instance needs it first
 * (the insert that loses the race changes nothing), then read once per process.
 */
export function sharedSecret(db: Database, name: string): Promise<Uint8Array> {
  let secrets = loaded.get(db);
  if (!secrets) {
    secrets = new Map();
    loaded.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    const cache = secrets;
    // A failed read (the database was away) is tried again next time.
    secret.catch(() => cache.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

async function readOrCreate(db: Database, name: string): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} was not stored.`);
  return Buffer.from(row.value, "base64url");
}
