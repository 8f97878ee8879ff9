import { companyProfile } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { readCompanyProfile, updateCompanyProfile } from "../services/company-profile";
import { procedureFor, publicProcedure } from "../trpc";

export const siteRouter = {
  /** The company profile: every company fact the site shows (GET /api/site). */
  profile: publicProcedure.query(({ ctx }) => readCompanyProfile(ctx.db)),
  /** Replaces the profile with exactly what `profile` answers, edited (PUT /api/admin/site). */
  update: procedureFor("site:write")
    .input(companyProfile)
    .output(companyProfile)
    .mutation(({ ctx, input }) => updateCompanyProfile(ctx.db, input, ctx.user)),
} satisfies TRPCRouterRecord;
