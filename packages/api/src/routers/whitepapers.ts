import { entityId, whitepaperRequestInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { type DocumentAttachment, documentDownload } from "../services/documents";
import { documentOfLink, requestWhitepaper, requireWhitepaper } from "../services/whitepapers";
import { publicProcedure, rateLimited } from "../trpc";

export const whitepapersRouter = {
  /** The paper a request page offers (its card's title and text): 404 when no published page does. */
  get: publicProcedure
    .input(z.object({ documentId: entityId }))
    .query(({ ctx, input }) => requireWhitepaper(ctx.db, input.documentId)),
  /**
   * A visitor asks for a paper: the lead is kept as an inquiry naming it, and the paper is mailed to
   * them. Limited per client as inquiries are; a bot's (the honeypot filled) is dropped without a word.
   */
  request: publicProcedure
    .use(rateLimited("inquiry"))
    .input(whitepaperRequestInput)
    .mutation(async ({ ctx, input }) => {
      const stored = await requestWhitepaper(ctx.db, ctx.jobs, input);
      if (stored?.isNew) {
        ctx.counters.inquiryReceived();
        ctx.inquiryNotifications.wake();
      }
      return { success: true as const };
    }),
  /** The PDF behind a mailed link: the link is the permission (signed, and expiring). */
  download: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/whitepapers/download",
        tags: ["Documents"],
        answer: { kind: "document-download" },
        refusals: [404, 409],
        summary:
          "A requested whitepaper's PDF, by the signed link its mail carries (valid for 7 days): sent as an attachment; 404 for a link that is not ours or has expired, 409 while the malware scanner has flagged or not passed the file",
      },
    })
    .input(z.object({ token: z.string().trim().min(1).max(300) }))
    .query(
      async ({ ctx, input }): Promise<DocumentAttachment> =>
        documentDownload(ctx.db, ctx.documents, await documentOfLink(ctx.db, input.token), "link"),
    ),
} satisfies TRPCRouterRecord;
