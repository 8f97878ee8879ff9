import { entityId, mediaAltUpdate, mediaListInput, mediaUploadInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { mediaOutput, mediaPageOutput, mediaUploadOutput } from "../outputs";
import { deleteMedia, listMedia, mediaDetails, updateMediaAlt, uploadMedia } from "../services/media";
import { procedureFor } from "../trpc";

export const mediaRouter = {
  list: procedureFor("media:manage")
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
    .input(mediaUploadInput)
    .output(mediaUploadOutput)
    .mutation(({ ctx, input }) => uploadMedia(ctx.db, ctx.media, input, ctx.user)),
  update: procedureFor("media:manage")
    .input(mediaAltUpdate)
    .output(mediaOutput)
    .mutation(({ ctx, input }) => updateMediaAlt(ctx.db, input.id, input.alt, ctx.user)),
  delete: procedureFor("media:manage")
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deleteMedia(ctx.db, ctx.media, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
