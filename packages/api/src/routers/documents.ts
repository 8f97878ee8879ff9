import { DOCUMENT_MESSAGES, entityId } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { documentOutput } from "../outputs";
import { isSpooledUpload, type SpooledUpload } from "../private-documents";
import {
  type DocumentAttachment,
  documentDownload,
  documentView,
  readableDocument,
  receiveDocument,
} from "../services/documents";
import { DomainError } from "../services/errors";
import { procedureFor } from "../trpc";

/**
 * A spooled upload as the REST adapter hands it (a JSON body cannot carry one). Callers' types see
 * only its name and size: its reading methods return Node's streams, which no client's types need.
 */
const spooledFile = z.custom<{ fileName: string; size: number }>(isSpooledUpload, {
  error: DOCUMENT_MESSAGES.missingFile,
});

/** The upload the schema let in, with its reading methods (checked again: types cannot say so). */
function spooled(file: unknown): SpooledUpload {
  if (!isSpooledUpload(file)) throw new DomainError("bad_request", DOCUMENT_MESSAGES.missingFile);
  return file;
}

export const documentsRouter = {
  /** A whitepaper's PDF, into the private store: called in-process by the REST adapter. */
  upload: procedureFor("content:write")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/documents",
        tags: ["Documents"],
        upload: "document",
        success: [201],
        refusals: [413, 415, 422],
        summary:
          "Upload a whitepaper's PDF into the private store (multipart: `file`): recognised from its bytes (415 for anything else), at most 5 MB (413), scanned by clamd when CLAMAV_URL is set (422 when it finds malware: nothing is stored)",
      },
    })
    .input(z.object({ file: spooledFile }))
    .output(documentOutput)
    .mutation(({ ctx, input }) =>
      receiveDocument(ctx.db, ctx.documents, spooled(input.file), {
        purpose: "whitepaper",
        uploadedBy: ctx.user,
        kinds: ["pdf"],
      }),
    ),
  get: procedureFor("content:read")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/documents/:id",
        tags: ["Documents"],
        refusals: [404],
        summary: "A private document's name, kind, size and what the malware scanner said of it",
      },
    })
    .input(z.object({ id: entityId }))
    .output(documentOutput)
    .query(async ({ ctx, input }) => documentView(await readableDocument(ctx.db, input.id, ctx.user))),
  download: procedureFor("content:read")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/documents/:id/file",
        tags: ["Documents"],
        answer: { kind: "document-download" },
        refusals: [404, 409],
        summary:
          "A private document's file, as an attachment (Content-Disposition with its name, nosniff, a policy that runs nothing); 409 while the malware scanner has flagged it or not passed it yet",
      },
    })
    .input(z.object({ id: entityId }))
    .query(
      ({ ctx, input }): Promise<DocumentAttachment> =>
        documentDownload(ctx.db, ctx.documents, input.id, ctx.user),
    ),
} satisfies TRPCRouterRecord;
