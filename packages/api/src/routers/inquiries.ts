import {
  INQUIRY_CSV_COLUMNS,
  inquiryCountsInput,
  inquiryDeleteInput,
  inquiryFilterInput,
  inquiryInput,
  inquiryListInput,
  inquiryStatusUpdate,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { inquiryOutput, inquiryReceivedOutput } from "../outputs";
import {
  countInquiries,
  deleteInquiry,
  listInquiries,
  receiveInquiry,
  setInquiryStatus,
} from "../services/inquiries";
import { procedureFor, publicProcedure, rateLimited } from "../trpc";

export const inquiriesRouter = {
  /** Answers the same whether the inquiry was stored or dropped as a bot's, so bots learn nothing. */
  create: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/inquiries",
        tags: ["Inquiries"],
        success: [201],
        refusals: [429],
        summary: "Send an inquiry (rate limited per address)",
      },
    })
    .use(rateLimited("inquiry"))
    .input(inquiryInput)
    .output(inquiryReceivedOutput)
    .mutation(async ({ ctx, input }) => {
      const stored = await receiveInquiry(ctx.db, input);
      if (stored?.isNew) {
        ctx.counters.inquiryReceived();
        ctx.inquiryNotifications.wake();
      }
      return { id: stored?.id ?? crypto.randomUUID(), success: true as const };
    }),

  list: procedureFor("inquiries:manage")
    .meta({
      rest: [
        {
          method: "GET",
          path: "/admin/inquiries",
          tags: ["Inquiries"],
          answer: { kind: "keyset-page" },
          summary:
            "Inquiries, newest first; optional status, search, limit and cursor (next page in X-Next-Cursor)",
        },
        {
          method: "GET",
          path: "/admin/inquiries/export.csv",
          operationId: "inquiriesExportCsv",
          tags: ["Inquiries"],
          answer: {
            kind: "csv-download",
            query: inquiryFilterInput,
            columns: INQUIRY_CSV_COLUMNS,
            attachment: "inquiries-YYYY-MM-DD.csv",
          },
          summary:
            "Every inquiry matching the optional status and search, newest first, as a CSV download (streamed)",
        },
      ],
    })
    .input(inquiryListInput)
    .output(z.array(inquiryOutput))
    .query(({ ctx, input }) => listInquiries(ctx.db, input)),
  /** Total, New, In Progress and Closed over what the search and filter match, as the list shows. */
  counts: procedureFor("inquiries:manage")
    .input(inquiryCountsInput)
    .query(({ ctx, input }) => countInquiries(ctx.db, input)),
  updateStatus: procedureFor("inquiries:manage")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/inquiries/:id",
        tags: ["Inquiries"],
        refusals: [404],
        summary: "Change an inquiry's status",
      },
    })
    .input(inquiryStatusUpdate)
    .output(inquiryOutput)
    .mutation(({ ctx, input }) => setInquiryStatus(ctx.db, input.id, input.status, ctx.user)),
  /** Spam goes; the audit log keeps what it said. */
  delete: procedureFor("inquiries:manage")
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/inquiries/:id",
        tags: ["Inquiries"],
        refusals: [404],
        summary: "Delete an inquiry (spam); the audit log keeps what it said",
      },
    })
    .input(inquiryDeleteInput)
    .mutation(({ ctx, input }) => deleteInquiry(ctx.db, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
