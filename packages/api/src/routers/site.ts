import type { TRPCRouterRecord } from "@trpc/server";
import { readCompanyProfile } from "../services/company-profile";
import { publicProcedure } from "../trpc";

export const siteRouter = {
  /** The company profile: every company fact the site shows (GET /api/site). */
  profile: publicProcedure.query(({ ctx }) => readCompanyProfile(ctx.db)),
} satisfies TRPCRouterRecord;
