import { applications } from "@staffing/db";
import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_PIPELINE,
  APPLICATION_STAGES,
  applicationBulkStageInput,
  applicationFilterInput,
  applicationIdInput,
  applicationListInput,
  applicationNoteInput,
  applicationReplyInput,
  applicationUpdateInput,
  candidateEraseInput,
  INQUIRY_PAGE_SIZE_MAX,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  applicationAssigneeOutput,
  applicationBulkStageOutput,
  applicationDetailOutput,
  applicationExportRowOutput,
  applicationPageOutput,
  applicationStageCountsOutput,
  candidateErasedOutput,
  inquiryNoteOutput,
  inquiryReplyOutput,
} from "../outputs";
import { setStageOfMany, updateApplication } from "../services/application-changes";
import { eraseCandidate } from "../services/application-removal";
import { sendApplicationReply } from "../services/application-replies";
import { addApplicationNote, openApplication } from "../services/application-timeline";
import {
  countApplicationsByStage,
  exportApplicationPage,
  listApplications,
} from "../services/application-views";
import { assignableStaff } from "../services/assignable-staff";
import { type DocumentAttachment, documentDownload } from "../services/documents";
import { DomainError, notFound } from "../services/errors";
import { procedureFor } from "../trpc";

// The candidate pipeline (issue 30, point 4): admins and recruiters read, move, assign, note and
// answer applications; only admins erase a candidate. The public intake is job-applications.ts's.

const stageList = APPLICATION_STAGES.join(", ");

export const applicationsRouter = {
  list: procedureFor("applications:manage")
    .meta({
      rest: [
        {
          method: "GET",
          path: "/admin/applications",
          tags: ["Applications"],
          summary: `Applications, newest first: optional jobId, stage (${stageList}), assignee (me, a staff member's id, none), overdue=true (still new after 2 days), q (name or e-mail); page from 1, limit 1-200 (50). Answers the page's items and how many match in all`,
        },
        {
          method: "GET",
          path: "/admin/applications/export.csv",
          operationId: "applicationsExportCsv",
          tags: ["Applications"],
          answer: {
            kind: "csv-download",
            query: applicationFilterInput,
            columns: APPLICATION_CSV_COLUMNS,
            attachment: "applications-YYYY-MM-DD.csv",
          },
          summary:
            "Every application matching the list's filters, newest first, as a CSV download (streamed; a cell that a spreadsheet would run as a formula starts with an apostrophe)",
        },
      ],
    })
    .input(applicationListInput)
    .output(applicationPageOutput)
    .query(({ ctx, input }) => listApplications(ctx.db, input, { viewerId: ctx.user.id })),
  /** How many applications each stage holds over what the other filters match (the stage tabs). */
  counts: procedureFor("applications:manage")
    .input(applicationFilterInput.omit({ stage: true }).default({}))
    .output(applicationStageCountsOutput)
    .query(({ ctx, input }) => countApplicationsByStage(ctx.db, input, { viewerId: ctx.user.id })),
  /** A keyset page of the export's records (the CSV download reads it; not a REST path). */
  exportPage: procedureFor("applications:manage")
    .input(
      applicationFilterInput.extend({
        cursor: z.string().max(200).optional(),
        // As the exports' pages: csv-stream.ts reads CSV_PAGE_SIZE at a time.
        limit: z.number().int().min(1).max(INQUIRY_PAGE_SIZE_MAX),
      }),
    )
    .output(z.array(applicationExportRowOutput))
    .query(({ ctx, input }) => exportApplicationPage(ctx.db, input, { viewerId: ctx.user.id })),
  /** The application with its timeline; the first time staff open it, it is marked opened. */
  detail: procedureFor("applications:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/applications/:id",
        tags: ["Applications"],
        refusals: [404],
        summary:
          "One application with the candidate's cover note, the privacy notice they accepted, where they came from and its timeline (received, notes, replies with their delivery state, stage and assignee changes; who and when, oldest first); opening it marks it opened",
      },
    })
    .input(applicationIdInput)
    .output(applicationDetailOutput)
    .query(({ ctx, input }) => openApplication(ctx.db, input.id, ctx.user)),
  update: procedureFor("applications:manage")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/applications/:id",
        tags: ["Applications"],
        refusals: [404],
        summary:
          "Move an application to a stage, assign it (an active staff member who may handle applications; null unassigns), or both; answers the application with its timeline",
      },
    })
    .input(applicationUpdateInput)
    .output(applicationDetailOutput)
    .mutation(async ({ ctx, input: { id, ...change } }) => {
      await updateApplication(ctx.db, id, change, ctx.user);
      return openApplication(ctx.db, id, ctx.user);
    }),
  addNote: procedureFor("applications:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/applications/:id/notes",
        tags: ["Applications"],
        success: [201],
        refusals: [404],
        summary:
          "Add a note (plain text, 1-5000 characters, seen only by staff) to an application's timeline",
      },
    })
    .input(applicationNoteInput)
    .output(inquiryNoteOutput)
    .mutation(({ ctx, input }) => addApplicationNote(ctx.db, input.id, input.body, ctx.user)),
  /** Mails the candidate through the queue; the reply's delivery state follows in the timeline. */
  reply: procedureFor("applications:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/applications/:id/replies",
        tags: ["Applications"],
        success: [202],
        refusals: [404],
        summary:
          "Mail the candidate a reply through the mail queue (Reply-To the staff member; without a subject, 'Re: your application for' and the job's title); a new application moves to screening",
      },
    })
    .input(applicationReplyInput)
    .output(inquiryReplyOutput)
    .mutation(({ ctx, input: { id, ...reply } }) =>
      sendApplicationReply(ctx.db, ctx.jobs, id, reply, ctx.user),
    ),
  setStageOfMany: procedureFor("applications:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/applications/stage",
        tags: ["Applications"],
        summary:
          "Move several applications (at most 500) to one stage; answers how many changed (unknown ids and those already there count none)",
      },
    })
    .input(applicationBulkStageInput)
    .output(applicationBulkStageOutput)
    .mutation(async ({ ctx, input }) => ({
      updated: await setStageOfMany(ctx.db, input.ids, input.stage, ctx.user),
    })),
  /** Who may be assigned an application: active staff whose role handles applications, by name. */
  assignees: procedureFor("applications:manage")
    .output(z.array(applicationAssigneeOutput))
    .query(({ ctx }) => assignableStaff(ctx.db, "applications:manage")),
  resume: procedureFor("applications:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/applications/:id/resume",
        tags: ["Applications"],
        answer: { kind: "document-download" },
        refusals: [404, 409],
        summary:
          "The application's résumé, as an attachment (Content-Disposition with its name, nosniff, a policy that runs nothing); 404 without one, 409 while the malware scanner has flagged it or not passed it yet",
      },
    })
    .input(applicationIdInput)
    .query(async ({ ctx, input }): Promise<DocumentAttachment> => {
      const [application] = await ctx.db
        .select({ resumeId: applications.resumeId })
        .from(applications)
        .where(eq(applications.id, input.id));
      if (!application) throw notFound("Application");
      if (!application.resumeId) throw new DomainError("not_found", APPLICATION_PIPELINE.noResume);
      return documentDownload(ctx.db, ctx.documents, application.resumeId, ctx.user);
    }),
  /** Admins only: every application of one address, with its files, at once. */
  erase: procedureFor("candidates:erase")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/candidates/erase",
        tags: ["Applications"],
        summary:
          "Erase a candidate: every application sent from the address (whatever its case) with its notes, replies, timeline and résumé files; the audit log records that a candidate was erased and how many applications, not who",
      },
    })
    .input(candidateEraseInput)
    .output(candidateErasedOutput)
    .mutation(({ ctx, input }) => eraseCandidate(ctx.db, ctx.documents, input.email, ctx.user)),
} satisfies TRPCRouterRecord;
