import { z } from "zod";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_PAGE_SIZE } from "../media";
import { entityId, optionalText } from "./fields";

const altText = optionalText(MEDIA_ALT_MAX_LENGTH);

/** The library, newest first: an optional search over file names and alt texts, paged by cursor. */
export const mediaListInput = z
  .object({
    q: z.string().trim().max(200).optional(),
    limit: z.number().int().min(1).max(200).default(MEDIA_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  })
  .default({ limit: MEDIA_PAGE_SIZE });

/** An upload's bytes as the server received them, with the name it came under and its alt text. */
export const mediaUploadInput = z.object({
  file: z.custom<Uint8Array>((value) => value instanceof Uint8Array, { error: "Choose a file to upload" }),
  fileName: z.string().trim().max(255).default(""),
  alt: altText,
});

export const mediaAltUpdate = z.object({ id: entityId, alt: altText });
