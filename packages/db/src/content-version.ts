import type { Database } from "./client";
import { contentVersion } from "./schema";

/** The current version of everything public pages show; it moves on every change. */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  return row?.version ?? 0;
}
