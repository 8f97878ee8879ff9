import { seoPageTypeInput, seoSettingInput, seoSettingUpdate } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { seoFieldsOutput, seoSettingOutput } from "../outputs";
import {
  createSeoSetting,
  listSeoSettings,
  mergedSeoSettings,
  updateSeoSetting,
} from "../services/seo-settings";
import { sitemapEntries } from "../services/sitemap";
import { procedureFor, publicProcedure } from "../trpc";

export const seoRouter = {
  forPageType: publicProcedure
    .input(seoPageTypeInput)
    .output(seoFieldsOutput)
    .query(({ ctx, input }) => mergedSeoSettings(ctx.db, input.pageType)),

  /** The public URLs for sitemap.xml; the HTTP layer makes them absolute. */
  sitemapEntries: publicProcedure.query(({ ctx }) => sitemapEntries(ctx.db)),

  list: procedureFor("seo:read")
    .output(z.array(seoSettingOutput))
    .query(({ ctx }) => listSeoSettings(ctx.db)),
  create: procedureFor("seo:write")
    .input(seoSettingInput)
    .output(seoSettingOutput)
    .mutation(({ ctx, input }) => createSeoSetting(ctx.db, input, ctx.user)),
  update: procedureFor("seo:write")
    .input(seoSettingUpdate)
    .output(seoSettingOutput)
    .mutation(({ ctx, input: { id, ...values } }) => updateSeoSetting(ctx.db, id, values, ctx.user)),
} satisfies TRPCRouterRecord;
