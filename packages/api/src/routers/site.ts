import { companyProfile } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { staleMentionsOutput } from "../outputs";
import { findStaleMentions } from "../services/company-facts";
import { readCompanyProfile, updateCompanyProfile } from "../services/company-profile";
import { keptPerContentVersion, procedureFor, publicProcedure } from "../trpc";

export const siteRouter = {
  /** The company profile: every company fact the site shows (GET /api/site). */
  profile: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/site",
        tags: ["Company"],
        summary:
          "The company profile: name, tagline, logo, phone numbers, e-mail addresses, offices (the first is the head office), support note, opening hours, social links and founding year",
      },
    })
    .output(companyProfile)
    .use(keptPerContentVersion)
    .query(({ ctx }) => readCompanyProfile(ctx.db)),
  /** Replaces the profile with exactly what `profile` answers, edited (PUT /api/admin/site). */
  update: procedureFor("site:write")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/site",
        tags: ["Company"],
        summary:
          "Replace the company profile with exactly what GET /api/site answers, edited; 400 naming each refused field (phones.0.number, a logo not in the media library as logo.src). Every page shows the change on its next request.",
      },
    })
    .input(companyProfile)
    .output(companyProfile)
    .mutation(({ ctx, input }) => updateCompanyProfile(ctx.db, input, ctx.user)),
  /**
   * After a change of phone, e-mail or address: the texts that still give an old one (typed out,
   * not as a token), each with the panel's address to edit it.
   */
  staleMentions: procedureFor("site:write")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/site/stale-mentions",
        tags: ["Company"],
        summary:
          "Texts (pages, their sections, posts, SEO settings) that still give a phone number, e-mail address or address an earlier version of the company profile had, each with the field and the panel's address to edit it",
      },
    })
    .output(staleMentionsOutput)
    .query(async ({ ctx }) => ({ mentions: await findStaleMentions(ctx.db) })),
} satisfies TRPCRouterRecord;
