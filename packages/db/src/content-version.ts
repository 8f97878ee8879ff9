import type { Database, DatabaseHandle } from "./client";
import { contentVersion } from "./schema";

// The channel the content_version trigger announces each new version on (migration 0005).
const CHANNEL = "content_version";
const RETRY_MS = 500;

/** The current version of everything public pages show; it moves on every change. */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  return row?.version ?? 0;
}

/** The content version as one instance knows it, without asking the database on every page. */
export interface ContentVersion {
  /** The newest version heard of. */
  current(): number;
  /**
   * Reads the version again. An instance calls it after a change of its own, so its next answer
   * counts the change even if the announcement has not arrived yet.
   */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Follows the version PostgreSQL announces on every change (LISTEN/NOTIFY), so every instance
 * knows at once; after a reconnect, when announcements may have been missed, it reads it again.
 */
export async function followContentVersion(handle: DatabaseHandle): Promise<ContentVersion> {
  let current = await readContentVersion(handle.db);
  // Versions only grow: an old answer arriving late never moves it back.
  const moveTo = (version: number) => {
    if (Number.isFinite(version) && version > current) current = version;
  };
  let stopped = false;
  const refresh = async () => moveTo(await readContentVersion(handle.db));
  // After a reconnect the database may still be coming back: keep reading until it answers.
  const catchUp = () => {
    if (!stopped) refresh().catch(() => setTimeout(catchUp, RETRY_MS).unref());
  };
  const unlisten = await handle.listen(CHANNEL, (payload) => moveTo(Number(payload)), catchUp);
  return {
    current: () => current,
    refresh,
    stop: async () => {
      stopped = true;
      await unlisten();
    },
  };
}
