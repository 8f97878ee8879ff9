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
import { fillsCompanyFacts, keptPerContentVersion, procedureFor, publicProcedure } from "../trpc";

export const seoRouter = {
  forPageType: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/seo/:pageType",
        tags: ["SEO"],
        summary: "The SEO settings a page type uses: its own over the global ones",
      },
    })
    .input(seoPageTypeInput)
    .output(seoFieldsOutput)
    .use(keptPerContentVersion)
    .use(fillsCompanyFacts)
    .query(({ ctx, input }) => mergedSeoSettings(ctx.db, input.pageType)),

  /** The public URLs for sitemap.xml; the HTTP layer makes them absolute. */
  sitemapEntries: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/sitemap.xml",
        operationId: "sitemapXml",
        tags: ["SEO"],
        answer: { kind: "sitemap-xml" },
        summary:
          "The sitemap: the address of every public page and published post (sitemaps.org 0.9), as at /sitemap.xml",
      },
    })
    .query(({ ctx }) => sitemapEntries(ctx.db)),

  list: procedureFor("seo:read")
    .meta({ rest: { method: "GET", path: "/admin/seo", tags: ["SEO"], summary: "SEO configurations" } })
    .output(z.array(seoSettingOutput))
    .query(({ ctx }) => listSeoSettings(ctx.db)),
  create: procedureFor("seo:write")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/seo",
        tags: ["SEO"],
        success: [201],
        refusals: [409],
        summary: "Create the configuration of a page type (one per type)",
      },
    })
    .input(seoSettingInput)
    .output(seoSettingOutput)
    .mutation(({ ctx, input }) => createSeoSetting(ctx.db, input, ctx.user)),
  update: procedureFor("seo:write")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/seo/:id",
        tags: ["SEO"],
        refusals: [404, 409],
        summary: "Update a configuration",
      },
    })
    .input(seoSettingUpdate)
    .output(seoSettingOutput)
    .mutation(({ ctx, input: { id, ...values } }) => updateSeoSetting(ctx.db, id, values, ctx.user)),
} satisfies TRPCRouterRecord;
