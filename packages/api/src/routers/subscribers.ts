import { subscriberIdInput, subscriberListInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { subscriberOutput, successOutput } from "../outputs";
import { listSubscribers, removeSubscriber } from "../services/newsletter";
import { procedureFor } from "../trpc";

const manage = procedureFor("subscribers:manage");

/** The admins' view of the newsletter's subscribers and their consent records. */
export const subscribersRouter = {
  list: manage
    .input(subscriberListInput)
    .output(z.array(subscriberOutput))
    .query(({ ctx, input }) => listSubscribers(ctx.db, input)),
  remove: manage
    .input(subscriberIdInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      await removeSubscriber(ctx.db, input.id, ctx.user);
      return { success: true as const };
    }),
} satisfies TRPCRouterRecord;
