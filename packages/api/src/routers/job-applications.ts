import {
  APPLICATION_MESSAGES,
  applicationInput,
  SLUG_PATTERN,
  tooManyRequestsMessage,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { applicationReceivedOutput } from "../outputs";
import { isSpooledUpload, type SpooledUpload } from "../private-documents";
import { RetryAfter } from "../public-write-limits";
import {
  applicationWithKey,
  jobTakingApplications,
  type ReceivedApplication,
  receiveApplication,
} from "../services/applications";
import { DomainError } from "../services/errors";
import { publicProcedure, rateLimited } from "../trpc";

/**
 * The résumé as the REST adapter and the form's handler hand it: spooled to a private file as it
 * arrived (a JSON body cannot carry one). Callers' types see only its name and size.
 */
const resumeFile = z.custom<{ fileName: string; size: number }>(isSpooledUpload, {
  error: APPLICATION_MESSAGES.resumeRequired,
});

/** The upload the schema let in, with its reading methods (checked again: types cannot say so). */
function spooled(file: unknown): SpooledUpload {
  if (!isSpooledUpload(file)) throw new DomainError("bad_request", APPLICATION_MESSAGES.resumeRequired);
  return file;
}

const answer = ({ id, jobTitle }: Pick<ReceivedApplication, "id" | "jobTitle">) => ({
  id,
  success: true as const,
  jobTitle,
});

export const jobApplicationsRouter = {
  /**
   * A candidate applies to an open job (issue 30 point 3), with JavaScript (the island sends the form
   * here) or without (the form's handler calls it in-process). Limited per client and per mailbox;
   * a repeated idempotency key answers the first application again and stores nothing; a bot's (the
   * honeypot filled) is answered as if it were stored.
   */
  create: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/jobs/:slug/applications",
        tags: ["Jobs"],
        upload: "document",
        fileField: "resume",
        success: [201],
        refusals: [404, 409, 413, 415, 422, 429],
        summary:
          "Apply to an open job (multipart: the fields and the `resume` file): the résumé is recognised from its bytes (PDF, DOCX, ODT or RTF; 415 for anything else), at most 5 MB (413), scanned by clamd when CLAMAV_URL is set (422 when it finds malware: nothing is kept); 404 for no such job, 409 for a closed one; the same idempotencyKey again answers the first application; rate limited per client and per e-mail address",
      },
    })
    .use(rateLimited("application"))
    .input(
      applicationInput.extend({
        slug: z.string().regex(SLUG_PATTERN, APPLICATION_MESSAGES.noSuchJob),
        resume: resumeFile,
      }),
    )
    .output(applicationReceivedOutput)
    .mutation(async ({ ctx, input }) => {
      const { slug, resume, website, ...values } = input;
      const job = await jobTakingApplications(ctx.db, slug);
      if (website) return answer({ id: crypto.randomUUID(), jobTitle: job.title });
      const earlier = await applicationWithKey(ctx.db, values.idempotencyKey);
      if (earlier) return answer(earlier);
      // One mailbox a few times an hour, whoever sends: counted once the application would be kept.
      const wait = await ctx.publicWriteLimits.applicationMailbox.consume(values.email);
      if (wait !== null)
        throw new TRPCError({
          code: "TOO_MANY_REQUESTS",
          message: `${APPLICATION_MESSAGES.tooManyFromMailbox} ${tooManyRequestsMessage(wait)}`,
          cause: new RetryAfter(wait),
        });
      const stored = await receiveApplication(ctx.db, ctx.jobs, ctx.documents, job, values, spooled(resume));
      if (stored.isNew) ctx.applicationNotifications.wake();
      return answer(stored);
    }),
} satisfies TRPCRouterRecord;
