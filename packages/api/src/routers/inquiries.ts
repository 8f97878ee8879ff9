import {
  inquiryCountsInput,
  inquiryDeleteInput,
  inquiryInput,
  inquiryListInput,
  inquiryLookupInput,
  inquiryStatusUpdate,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { inquiryOutput, inquiryReceivedOutput } from "../outputs";
import {
  countInquiries,
  deleteInquiry,
  getInquiry,
  listInquiries,
  receiveInquiry,
  setInquiryStatus,
} from "../services/inquiries";
import { procedureFor, publicProcedure, rateLimited } from "../trpc";

export const inquiriesRouter = {
  /** Answers the same whether the inquiry was stored or dropped as a bot's, so bots learn nothing. */
  create: publicProcedure
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
    .input(inquiryListInput)
    .output(z.array(inquiryOutput))
    .query(({ ctx, input }) => listInquiries(ctx.db, input)),
  /** One inquiry, its attribution included. */
  get: procedureFor("inquiries:manage")
    .input(inquiryLookupInput)
    .output(inquiryOutput)
    .query(({ ctx, input }) => getInquiry(ctx.db, input.id)),
  /** Total, New, In Progress and Closed over what the search and filter match, as the list shows. */
  counts: procedureFor("inquiries:manage")
    .input(inquiryCountsInput)
    .query(({ ctx, input }) => countInquiries(ctx.db, input)),
  updateStatus: procedureFor("inquiries:manage")
    .input(inquiryStatusUpdate)
    .output(inquiryOutput)
    .mutation(({ ctx, input }) => setInquiryStatus(ctx.db, input.id, input.status, ctx.user)),
  /** Spam goes; the audit log keeps what it said. */
  delete: procedureFor("inquiries:manage")
    .input(inquiryDeleteInput)
    .mutation(({ ctx, input }) => deleteInquiry(ctx.db, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
