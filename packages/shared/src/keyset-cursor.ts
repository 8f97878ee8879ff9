/**
 * The cursor of a newest-first list paged by (created_at, id): the last row's time and id,
 * base64url-encoded. Server and panel compute it alike (both are ASCII, so `btoa` suffices).
 */
export function encodeKeysetCursor(row: { createdAt: Date | string; id: string }): string {
  const time = typeof row.createdAt === "string" ? row.createdAt : row.createdAt.toISOString();
  return btoa(`${time}|${row.id}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
