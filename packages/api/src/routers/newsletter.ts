import { newsletterInput } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { subscribeToNewsletter } from "../services/newsletter";
import { publicProcedure, rateLimited } from "../trpc";

export const newsletterRouter = {
  subscribe: publicProcedure
    .use(rateLimited("newsletter"))
    .input(newsletterInput)
    .mutation(async ({ ctx, input }) => {
      await subscribeToNewsletter(ctx.db, input.email);
      return { success: true as const };
    }),
} satisfies TRPCRouterRecord;
