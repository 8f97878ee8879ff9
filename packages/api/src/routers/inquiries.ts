import {
  INQUIRY_EXPORT_COLUMNS,
  inquiryBulkStatusInput,
  inquiryCountsInput,
  inquiryDeleteInput,
  inquiryFilterInput,
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
import { countInquiries, deleteInquiry, listInquiries, receiveInquiry } from "../services/inquiries";
import { setStatusOfMany, updateInquiry } from "../services/inquiry-changes";
import { respondByOf } from "../services/inquiry-promise";
import { sendInquiryReply } from "../services/inquiry-replies";
import { addInquiryNote, openInquiry } from "../services/inquiry-timeline";
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
      const stored = await receiveInquiry(ctx.db, ctx.jobs, input);
      if (stored?.isNew) {
        ctx.counters.inquiryReceived();
        ctx.inquiryNotifications.wake();
      }
      return {
        id: stored?.id ?? crypto.randomUUID(),
        success: true as const,
        respondBy: respondByOf(new Date(), ctx.inquiryResponseHours).toISOString(),
      };
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
            "Inquiries, newest first; optional status, search, assignee (me, a staff member's id, none), overdue=true, limit and cursor (next page in X-Next-Cursor)",
        },
        {
          method: "GET",
          path: "/admin/inquiries/export.csv",
          operationId: "inquiriesExportCsv",
          tags: ["Inquiries"],
          answer: {
            kind: "csv-download",
            query: inquiryFilterInput,
            columns: INQUIRY_EXPORT_COLUMNS,
            attachment: "inquiries-YYYY-MM-DD.csv",
          },
          summary:
            "Every inquiry matching the optional status and search, newest first, as a CSV download (streamed)",
        },
      ],
    })
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
      updateInquiry(ctx.db, ctx.jobs, input.id, { status: input.status }, ctx.user, ctx.inquiryResponseHours),
    ),
  /** Status, assignee or both (the REST PUT); the assignee must be active staff who handle inquiries. */
  update: procedureFor("inquiries:manage")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/inquiries/:id",
        tags: ["Inquiries"],
        refusals: [404],
        summary:
          "Change an inquiry's status, its assignee (an active staff member who may handle inquiries; null unassigns), or both",
      },
    })
    .input(inquiryUpdateInput)
    .output(inquiryOutput)
    .mutation(({ ctx, input: { id, ...change } }) =>
      updateInquiry(ctx.db, ctx.jobs, id, change, ctx.user, ctx.inquiryResponseHours),
    ),
  /** Several inquiries to one status; answers how many changed. */
  setStatusOfMany: procedureFor("inquiries:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/inquiries/status",
        tags: ["Inquiries"],
        summary: "Set several inquiries to one status; answers how many changed (unknown ids count none)",
      },
    })
    .input(inquiryBulkStatusInput)
    .output(inquiryBulkStatusOutput)
    .mutation(async ({ ctx, input }) => ({
      changed: await setStatusOfMany(ctx.db, ctx.jobs, input.ids, input.status, ctx.user),
    })),
  /** The detail with its timeline; opening it marks the inquiry read (the first opener is kept). */
  detail: procedureFor("inquiries:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/inquiries/:id",
        tags: ["Inquiries"],
        refusals: [404],
        summary:
          "One inquiry with its timeline and attribution (notes, replies with their delivery state, status and assignee changes; who and when, oldest first); the first staff member to open it is kept (openedAt)",
      },
    })
    .input(inquiryIdInput)
    .output(inquiryDetailOutput)
    .query(({ ctx, input }) => openInquiry(ctx.db, input.id, ctx.user, ctx.inquiryResponseHours)),
  addNote: procedureFor("inquiries:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/inquiries/:id/notes",
        tags: ["Inquiries"],
        success: [201],
        refusals: [404],
        summary: "Add a note (plain text, 1-5000 characters) to an inquiry's timeline",
      },
    })
    .input(inquiryNoteInput)
    .output(inquiryNoteOutput)
    .mutation(({ ctx, input }) => addInquiryNote(ctx.db, input.id, input.body, ctx.user)),
  /** Mails the inquirer through the queue; the reply's delivery state follows in the timeline. */
  reply: procedureFor("inquiries:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/inquiries/:id/replies",
        tags: ["Inquiries"],
        success: [202],
        refusals: [404],
        summary:
          "Mail the inquirer a reply through the mail queue (Reply-To the staff member); the first reply sets firstRespondedAt and moves a new inquiry to in_progress",
      },
    })
    .input(inquiryReplyInput)
    .output(inquiryReplyOutput)
    .mutation(({ ctx, input: { id, ...reply } }) => sendInquiryReply(ctx.db, ctx.jobs, id, reply, ctx.user)),
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
