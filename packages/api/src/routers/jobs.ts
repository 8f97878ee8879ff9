import {
  entityId,
  jobAdminListInput,
  jobDraftInput,
  jobInput,
  jobUpdate,
  previewRequestInput,
  revisionChangesInput,
  revisionListInput,
  revisionRestoreInput,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import {
  draftSavedOutput,
  editedJobOutput,
  jobOutput,
  jobPageOutput,
  jobRevisionsOutput,
  previewLinkOutput,
  revisionChangesOutput,
  updatedJobOutput,
} from "../outputs";
import {
  createJob,
  deleteJob,
  discardJobDraft,
  findEditedJob,
  findJob,
  jobRevisionFields,
  listJobsForStaff,
  restoreJobRevision,
  saveJobDraft,
  updateJob,
} from "../services/jobs";
import { createPreviewLink, unsavedJobPreview } from "../services/preview";
import { jobRevisionChangesSince, listJobRevisions } from "../services/revisions";
import { fillsCompanyFacts, procedureFor } from "../trpc";
import { editing } from "./editing-paths";

// The panel's jobs (issue 30): admin, editor and recruiter write them. The public reads are
// job-listings.ts's.
export const jobsRouter = {
  list: procedureFor("jobs:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/jobs",
        tags: ["Jobs"],
        summary:
          "Every job, drafts and closed ones included: `q` finds words of the title, reference or category, `status` keeps one status, `sort` is updated_desc (the default) or updated_asc; `page` from 1, `limit` 1-100 (20). Answers the page's items and how many match in all",
      },
    })
    .input(jobAdminListInput)
    .output(jobPageOutput)
    .query(({ ctx, input }) => listJobsForStaff(ctx.db, input)),
  /** One job as the editor opens it, with its working copy. */
  byId: procedureFor("jobs:manage")
    .meta({ rest: editing.byId("/admin/jobs", "job") })
    .input(z.object({ id: entityId }))
    .output(editedJobOutput)
    .query(({ ctx, input }) => findEditedJob(ctx.db, input.id)),
  create: procedureFor("jobs:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/jobs",
        tags: ["Jobs"],
        success: [201],
        refusals: [409],
        summary:
          "Create a job. `status` open with `publishedAt` ahead schedules it; `description` is sanitised as a post's body. 400 names each field at fault, 409 for a taken slug",
      },
    })
    .input(jobInput)
    .output(jobOutput)
    .mutation(({ ctx, input }) => createJob(ctx.db, ctx.jobs, input, ctx.user)),
  update: procedureFor("jobs:manage")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/jobs/:id",
        tags: ["Jobs"],
        refusals: [404, 409],
        summary:
          "Update a job; every field is checked (400 names each one at fault), it goes live and its working copy is dropped. Closing or filling it sets `closedAt`, opening it again clears it. 409 for a taken slug, and with `baseVersion` when someone changed the job since (naming who and when)",
      },
    })
    .input(jobUpdate)
    .output(updatedJobOutput)
    .mutation(({ ctx, input: { id, baseVersion, ...values } }) =>
      updateJob(ctx.db, ctx.jobs, id, values, ctx.user, baseVersion),
    ),
  delete: procedureFor("jobs:manage")
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/jobs/:id",
        tags: ["Jobs"],
        refusals: [404],
        summary: "Delete a job with its history",
      },
    })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deleteJob(ctx.db, input.id, ctx.user)),

  /** The autosave: keeps a working copy beside the job (visitors see nothing of it). */
  saveDraft: procedureFor("jobs:manage")
    .meta({ rest: editing.saveDraft("/admin/jobs", "job") })
    .input(jobDraftInput)
    .output(draftSavedOutput)
    .mutation(({ ctx, input: { id, baseVersion, ...values } }) =>
      saveJobDraft(ctx.db, id, values, ctx.user, baseVersion),
    ),
  discardDraft: procedureFor("jobs:manage")
    .meta({ rest: editing.discardDraft("/admin/jobs", "job") })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => discardJobDraft(ctx.db, input.id, ctx.user)),

  /** A signed address that shows the job as it is now (its working copy, when it has one), for an hour. */
  preview: procedureFor("jobs:manage")
    .meta({ rest: editing.preview("/admin/jobs", "job") })
    .input(previewRequestInput)
    .output(previewLinkOutput)
    .mutation(({ ctx, input }) => createPreviewLink(ctx.db, ctx.siteUrl, "job", input.id)),
  /** The editor's live preview of a job: its unsaved fields drawn as the site draws them. */
  livePreview: procedureFor("jobs:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/jobs/preview",
        tags: ["Jobs"],
        answer: {
          kind: "site-page",
          description:
            "A complete HTML document with the site's header and footer, noindex, Cache-Control: private, no-store; its stylesheet and scripts at absolute addresses of the site, none inline, so it can be shown in the panel's frame (srcdoc)",
        },
        summary:
          "The live preview: a job from unsaved fields (the same body as its PUT, checked the same way), rendered as visitors would see it. Nothing is stored.",
      },
    })
    .input(jobInput)
    .use(fillsCompanyFacts)
    .mutation(({ ctx, input }) => unsavedJobPreview(ctx.db, input)),
  revisions: procedureFor("jobs:manage")
    .meta({ rest: editing.revisions("/admin/jobs", "job") })
    .input(revisionListInput)
    .output(jobRevisionsOutput)
    .query(async ({ ctx, input }) => {
      await findJob(ctx.db, input.id);
      return listJobRevisions(ctx.db, input.id);
    }),
  revisionChanges: procedureFor("jobs:manage")
    .meta({ rest: editing.revisionChanges("/admin/jobs", "job") })
    .input(revisionChangesInput)
    .output(revisionChangesOutput)
    .query(async ({ ctx, input }) => {
      const job = await findJob(ctx.db, input.id);
      return jobRevisionChangesSince(ctx.db, job.id, jobRevisionFields(job), input.revisionId);
    }),
  restoreRevision: procedureFor("jobs:manage")
    .meta({ rest: editing.restoreRevision("/admin/jobs", "job") })
    .input(revisionRestoreInput)
    .output(updatedJobOutput)
    .mutation(({ ctx, input }) => restoreJobRevision(ctx.db, ctx.jobs, input.id, input.revisionId, ctx.user)),
} satisfies TRPCRouterRecord;
