import { inquiryInput, inquiryListInput, inquiryStatusUpdate } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { listInquiries, receiveInquiry, setInquiryStatus } from "../services/inquiries";
import { procedureFor, publicProcedure, rateLimited } from "../trpc";

export const inquiriesRouter = {
  /** Answers the same whether the inquiry was stored or dropped as a bot's, so bots learn nothing. */
  create: publicProcedure
    .use(rateLimited("inquiry"))
    .input(inquiryInput)
    .mutation(async ({ ctx, input }) => {
      const stored = await receiveInquiry(ctx.db, input, ctx.notifications);
      return { id: stored?.id ?? crypto.randomUUID(), success: true as const };
    }),

  list: procedureFor("inquiries:manage")
    .input(inquiryListInput)
    .query(({ ctx, input }) => listInquiries(ctx.db, input)),
  updateStatus: procedureFor("inquiries:manage")
    .input(inquiryStatusUpdate)
    .mutation(({ ctx, input }) => setInquiryStatus(ctx.db, input.id, input.status, ctx.user)),
} satisfies TRPCRouterRecord;
