import {
  inquiryBulkStatusInput,
  inquiryCountsInput,
  inquiryDeleteInput,
  inquiryIdInput,
  inquiryInput,
  inquiryListInput,
  inquiryNoteInput,
  inquiryReplyInput,
  inquiryStatusUpdate,
  inquiryUpdateInput,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import {
  inquiryBulkStatusOutput,
  inquiryDetailOutput,
  inquiryNoteOutput,
  inquiryOutput,
  inquiryReceivedOutput,
  inquiryReplyOutput,
} from "../outputs";
import {
  countInquiries,
  deleteInquiry,
  listInquiries,
  receiveInquiry,
  setInquiryStatus,
} from "../services/inquiries";
import { setStatusOfMany, updateInquiry } from "../services/inquiry-changes";
import { sendInquiryReply } from "../services/inquiry-replies";
import { addInquiryNote, openInquiry } from "../services/inquiry-timeline";
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
    .query(({ ctx, input }) =>
      listInquiries(ctx.db, input, { viewerId: ctx.user.id, responseHours: ctx.inquiryResponseHours }),
    ),
  /** Total, New, In Progress and Closed over what the search and filter match, as the list shows. */
  counts: procedureFor("inquiries:manage")
    .input(inquiryCountsInput)
    .query(({ ctx, input }) =>
      countInquiries(ctx.db, input, { viewerId: ctx.user.id, responseHours: ctx.inquiryResponseHours }),
    ),
  updateStatus: procedureFor("inquiries:manage")
    .input(inquiryStatusUpdate)
    .output(inquiryOutput)
    .mutation(({ ctx, input }) =>
      setInquiryStatus(ctx.db, input.id, input.status, ctx.user, ctx.inquiryResponseHours),
    ),
  /** Status, assignee or both (the REST PUT); the assignee must be active staff who handle inquiries. */
  update: procedureFor("inquiries:manage")
    .input(inquiryUpdateInput)
    .output(inquiryOutput)
    .mutation(({ ctx, input: { id, ...change } }) =>
      updateInquiry(ctx.db, id, change, ctx.user, ctx.inquiryResponseHours),
    ),
  /** Several inquiries to one status; answers how many changed. */
  setStatusOfMany: procedureFor("inquiries:manage")
    .input(inquiryBulkStatusInput)
    .output(inquiryBulkStatusOutput)
    .mutation(async ({ ctx, input }) => ({
      changed: await setStatusOfMany(ctx.db, input.ids, input.status, ctx.user),
    })),
  /** The detail with its timeline; opening it marks the inquiry read (the first opener is kept). */
  detail: procedureFor("inquiries:manage")
    .input(inquiryIdInput)
    .output(inquiryDetailOutput)
    .query(({ ctx, input }) => openInquiry(ctx.db, input.id, ctx.user, ctx.inquiryResponseHours)),
  addNote: procedureFor("inquiries:manage")
    .input(inquiryNoteInput)
    .output(inquiryNoteOutput)
    .mutation(({ ctx, input }) => addInquiryNote(ctx.db, input.id, input.body, ctx.user)),
  /** Mails the inquirer through the queue; the reply's delivery state follows in the timeline. */
  reply: procedureFor("inquiries:manage")
    .input(inquiryReplyInput)
    .output(inquiryReplyOutput)
    .mutation(({ ctx, input: { id, ...reply } }) => sendInquiryReply(ctx.db, ctx.mail, id, reply, ctx.user)),
  /** Spam goes; the audit log keeps what it said. */
  delete: procedureFor("inquiries:manage")
    .input(inquiryDeleteInput)
    .mutation(({ ctx, input }) => deleteInquiry(ctx.db, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
