import { MEDIA_FORMATS } from "@staffing/shared";

const BY_EXTENSION = new Map<string, string>(
  Object.values(MEDIA_FORMATS).map((format) => [format.extension, format.mimeType]),
);

/** The type a library file is served with, from the extension the library gave it. */
export const contentTypeOf = (name: string) =>
  BY_EXTENSION.get(name.slice(name.lastIndexOf(".") + 1)) ?? "application/octet-stream";
