import { jobAlertInput, jobAlertListInput, newsletterTokenInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { jobAlertSubscriptionOutput, subscribeAcceptedOutput } from "../outputs";
import {
  confirmJobAlert,
  findJobAlertToConfirm,
  findJobAlertToUnsubscribe,
  listJobAlertSubscriptions,
  subscribeToJobAlerts,
  unsubscribeJobAlert,
} from "../services/job-alerts";
import { procedureFor, publicProcedure, rateLimited } from "../trpc";

/** Job alerts (issue 30, point 5): the public sign-up, its e-mailed links, and the admins' list. */
export const jobAlertsRouter = {
  /** Accepted for confirmation by e-mail; the same answer whether or not the address was known. */
  subscribe: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/job-alerts",
        tags: ["Jobs"],
        success: [202],
        refusals: [429],
        summary:
          "Ask for an e-mail when a job of a service and/or category opens (neither: every job; optional source: the form). A confirmation mail follows; the answer is the same for a sign-up already known.",
      },
    })
    .use(rateLimited("jobAlert"))
    .input(jobAlertInput)
    .output(subscribeAcceptedOutput)
    .mutation(async ({ ctx, input }) => {
      await subscribeToJobAlerts(ctx.db, ctx.jobs, ctx.mailsPerRecipient, { ...input, ip: ctx.clientIp });
      return { success: true as const, pendingConfirmation: true as const };
    }),
  /** What the confirm page asks before its button is pressed (null: the link confirms nothing). */
  confirmTarget: publicProcedure
    .input(newsletterTokenInput)
    .query(({ ctx, input }) => findJobAlertToConfirm(ctx.db, input.token)),
  confirm: publicProcedure.input(newsletterTokenInput).mutation(async ({ ctx, input }) => ({
    outcome: await confirmJobAlert(ctx.db, input.token, ctx.clientIp),
  })),
  /** What the unsubscribe page shows before its button is pressed. */
  unsubscribeTarget: publicProcedure
    .input(newsletterTokenInput)
    .query(({ ctx, input }) => findJobAlertToUnsubscribe(ctx.db, input.token)),
  unsubscribe: publicProcedure
    .input(newsletterTokenInput)
    .mutation(async ({ ctx, input }) => ({ unsubscribed: await unsubscribeJobAlert(ctx.db, input.token) })),
  // DESIGN.md: newsletter and job-alert subscribers are the admin's.
  list: procedureFor("subscribers:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/job-alerts",
        tags: ["Subscribers"],
        summary:
          "Job-alert subscriptions with their filters and consent record, newest first; optional status and limit",
      },
    })
    .input(jobAlertListInput)
    .output(z.array(jobAlertSubscriptionOutput))
    .query(({ ctx, input }) => listJobAlertSubscriptions(ctx.db, input)),
} satisfies TRPCRouterRecord;
