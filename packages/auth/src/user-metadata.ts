import { validationFailed } from "./errors";

/** The most a user's metadata may hold, as JSON: enough for a tool's preferences, not a store of files. */
export const USER_METADATA_MAX_BYTES = 16 * 1024;

export const USER_METADATA_TEXTS = {
  notAnObject: "data needs to be an object of user metadata",
  tooLarge: `user metadata may hold at most ${USER_METADATA_MAX_BYTES} bytes of JSON`,
} as const;

/**
 * `updateUser({ data })` as a hosted provider does it: each key of `data` is set on the stored metadata,
 * a key set to null is removed, the others stay.
 */
export function mergedUserMetadata(stored: Record<string, unknown>, data: unknown): Record<string, unknown> {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw validationFailed(USER_METADATA_TEXTS.notAnObject);
  }
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(data)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (Buffer.byteLength(JSON.stringify(merged)) > USER_METADATA_MAX_BYTES) {
    throw validationFailed(USER_METADATA_TEXTS.tooLarge);
  }
  return merged;
}
