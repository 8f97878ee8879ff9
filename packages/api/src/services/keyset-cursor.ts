import { TRPCError } from "@trpc/server";

// The cursor of a newest-first list paged by (created_at, id) (encodeKeysetCursor, shared).
export { encodeKeysetCursor } from "@staffing/shared";

export function decodeKeysetCursor(cursor: string): { createdAt: Date; id: string } {
  const [time, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(time ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "The cursor is not valid." });
  }
  return { createdAt, id };
}
