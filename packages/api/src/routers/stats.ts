import type { TRPCRouterRecord } from "@trpc/server";
import { adminStats } from "../services/stats";
import { procedureFor } from "../trpc";

export const statsRouter = {
  get: procedureFor("stats:read").query(({ ctx }) => adminStats(ctx.db)),
} satisfies TRPCRouterRecord;
