import { subscriberIdInput, subscriberListInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { listSubscribers, removeSubscriber } from "../services/newsletter";
import { procedureFor } from "../trpc";

const manage = procedureFor("subscribers:manage");

/** The admins' view of the newsletter's subscribers and their consent records. */
export const subscribersRouter = {
  list: manage.input(subscriberListInput).query(({ ctx, input }) => listSubscribers(ctx.db, input)),
  remove: manage.input(subscriberIdInput).mutation(async ({ ctx, input }) => {
    await removeSubscriber(ctx.db, input.id, ctx.user);
    return { success: true as const };
  }),
} satisfies TRPCRouterRecord;
