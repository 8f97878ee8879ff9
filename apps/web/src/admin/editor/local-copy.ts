// The editor's copy in the browser's storage: what was typed and not yet confirmed saved by the
// server (offline, a closed tab, a reload before the autosave ran, a new post without a title). It is
// written at each change and removed once the server holds the same values.

/** What was typed, on which version of the item it was based, and when (this browser's clock, ms). */
export interface LocalCopy<V> {
  values: V;
  baseVersion: number;
  typedAt: number;
}

/** Where an item's copy is kept: one per page or post, and one for the new post not created yet. */
export const localCopyKey = (kind: "page" | "post" | "job", id: string) => `staffing.editor.${kind}.${id}`;

/** The browser's storage, when it has one and lets this page use it. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalCopy<V>(key: string): LocalCopy<V> | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const copy = JSON.parse(text) as Partial<LocalCopy<V>>;
    if (copy.values === undefined || typeof copy.baseVersion !== "number" || typeof copy.typedAt !== "number")
      return null;
    return copy as LocalCopy<V>;
  } catch {
    return null;
  }
}

/** Keeps the copy; false when the browser refused (no storage, full). */
export function writeLocalCopy<V>(key: string, copy: LocalCopy<V>): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalCopy(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** What the server holds: the item's working copy (or live fields), its version, when it was saved. */
export interface ServerCopy<V> {
  values: V;
  version: number;
  /** When the server's copy was last written (ms); null for a new item. */
  savedAt: number | null;
}

/**
 * What the editor opens with: the newer of the server's copy and this browser's.
 * - The browser's copy based on the version the server still holds is typing the server never got:
 *   it is newer, and is saved on that version.
 * - Based on an older version (someone saved since), the newer by time wins; the browser's copy keeps
 *   its old base, so its save is refused and the editor asks whose version to keep. Nothing typed is
 *   written over a colleague's change without asking.
 */
export function chooseStart<V>(
  server: ServerCopy<V>,
  local: LocalCopy<V> | null,
): { values: V; baseVersion: number; restored: boolean } {
  const fromServer = { values: server.values, baseVersion: server.version, restored: false };
  if (!local || JSON.stringify(local.values) === JSON.stringify(server.values)) return fromServer;
  if (local.baseVersion === server.version)
    return { values: local.values, baseVersion: server.version, restored: true };
  if (server.savedAt === null || local.typedAt > server.savedAt)
    return { values: local.values, baseVersion: local.baseVersion, restored: true };
  return fromServer;
}
