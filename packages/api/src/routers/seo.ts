import { seoPageTypeInput, seoSettingInput, seoSettingUpdate } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import {
  createSeoSetting,
  listSeoSettings,
  mergedSeoSettings,
  updateSeoSetting,
} from "../services/seo-settings";
import { procedureFor, publicProcedure } from "../trpc";

export const seoRouter = {
  forPageType: publicProcedure
    .input(seoPageTypeInput)
    .query(({ ctx, input }) => mergedSeoSettings(ctx.db, input.pageType)),

  list: procedureFor("seo:read").query(({ ctx }) => listSeoSettings(ctx.db)),
  create: procedureFor("seo:write")
    .input(seoSettingInput)
    .mutation(({ ctx, input }) => createSeoSetting(ctx.db, input)),
  update: procedureFor("seo:write")
    .input(seoSettingUpdate)
    .mutation(({ ctx, input: { id, ...values } }) => updateSeoSetting(ctx.db, id, values)),
} satisfies TRPCRouterRecord;
