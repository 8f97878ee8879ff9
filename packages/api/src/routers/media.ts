import { entityId, mediaAltUpdate, mediaListInput, mediaUploadInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { mediaOutput, mediaPageOutput, mediaUploadOutput } from "../outputs";
import { deleteMedia, listMedia, mediaDetails, updateMediaAlt, uploadMedia } from "../services/media";
import { procedureFor } from "../trpc";

export const mediaRouter = {
  list: procedureFor("media:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/media",
        tags: ["Media"],
        answer: { kind: "cursor-page" },
        summary:
          "The media library, newest first; optional search over file names and alt texts, limit and cursor (next page in X-Next-Cursor)",
      },
    })
    .input(mediaListInput)
    .output(mediaPageOutput)
    .query(({ ctx, input }) => listMedia(ctx.db, input)),
  /** One image with every page, post and SEO setting that shows it. */
  details: procedureFor("media:manage")
    .input(z.object({ id: entityId }))
    .query(({ ctx, input }) => mediaDetails(ctx.db, input.id)),
  /**
   * Takes the bytes of one file: called in-process by the REST adapter, which reads the multipart
   * upload (a JSON body cannot carry it).
   */
  upload: procedureFor("media:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/media",
        tags: ["Media"],
        upload: true,
        answer: { kind: "created-or-found" },
        success: [201, 200],
        refusals: [413, 415],
        summary:
          "Upload an image (multipart: `file`, optional `alt`): JPEG, PNG, WebP, AVIF or GIF, recognised from its bytes. 201 for a new item, 200 when the same bytes are already in the library; 413 over MEDIA_MAX_BYTES, 415 for any other format, 400 for too many pixels",
      },
    })
    .input(mediaUploadInput)
    .output(mediaUploadOutput)
    .mutation(({ ctx, input }) => uploadMedia(ctx.db, ctx.media, input, ctx.user)),
  update: procedureFor("media:manage")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/media/:id",
        tags: ["Media"],
        refusals: [404],
        summary: "Change an image's alt text",
      },
    })
    .input(mediaAltUpdate)
    .output(mediaOutput)
    .mutation(({ ctx, input }) => updateMediaAlt(ctx.db, input.id, input.alt, ctx.user)),
  delete: procedureFor("media:manage")
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/media/:id",
        tags: ["Media"],
        refusals: [404, 409],
        summary: "Delete an image and its files; 409 naming the posts and pages that still use it",
      },
    })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deleteMedia(ctx.db, ctx.media, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
