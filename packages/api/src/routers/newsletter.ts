import { newsletterInput, newsletterTokenInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { subscribeAcceptedOutput } from "../outputs";
import {
  confirmSubscription,
  findUnsubscribeTarget,
  subscribeToNewsletter,
  unsubscribe,
} from "../services/newsletter";
import { publicProcedure, rateLimited } from "../trpc";

export const newsletterRouter = {
  /** Accepted for confirmation by e-mail; the same answer whether or not the address was known. */
  subscribe: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/newsletter",
        tags: ["Newsletter"],
        success: [202],
        refusals: [429],
        summary:
          "Ask to subscribe an address (optional source: the form it came from). A confirmation mail follows; the answer is the same for an address already known.",
      },
    })
    .use(rateLimited("newsletter"))
    .input(newsletterInput)
    .output(subscribeAcceptedOutput)
    .mutation(async ({ ctx, input }) => {
      await subscribeToNewsletter(ctx.db, ctx.jobs, ctx.mailsPerRecipient, { ...input, ip: ctx.clientIp });
      return { success: true as const, pendingConfirmation: true as const };
    }),
  confirm: publicProcedure.input(newsletterTokenInput).mutation(async ({ ctx, input }) => ({
    outcome: await confirmSubscription(ctx.db, ctx.jobs, input.token, ctx.clientIp),
  })),
  /** What the unsubscribe page shows before its button is pressed. */
  unsubscribeTarget: publicProcedure
    .input(newsletterTokenInput)
    .query(({ ctx, input }) => findUnsubscribeTarget(ctx.db, input.token)),
  unsubscribe: publicProcedure
    .input(newsletterTokenInput)
    .mutation(async ({ ctx, input }) => ({ unsubscribed: await unsubscribe(ctx.db, input.token) })),
} satisfies TRPCRouterRecord;
