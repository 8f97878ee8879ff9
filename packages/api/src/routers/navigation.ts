import { navigation } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { readNavigation, updateNavigation } from "../services/navigation";
import { keptPerContentVersion, procedureFor, publicProcedure } from "../trpc";

export const navigationRouter = {
  /** The header's menu and the footer's columns of links (GET /api/navigation). */
  get: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/navigation",
        tags: ["Navigation"],
        summary:
          "The site's navigation: the header's menu (each item may have a sub-menu, one level deep) and the footer's columns of links",
      },
    })
    .output(navigation)
    .use(keptPerContentVersion)
    .query(({ ctx }) => readNavigation(ctx.db)),
  /** Replaces the navigation with exactly what `get` answers, edited (PUT /api/admin/navigation). */
  update: procedureFor("navigation:write")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/navigation",
        tags: ["Navigation"],
        summary:
          "Replace the navigation with exactly what GET /api/navigation answers, edited. A link is a path on this site (/about) or an http(s) address; 400 naming each refused field (header.1.children.0.href). Every page shows the change on its next request.",
      },
    })
    .input(navigation)
    .output(navigation)
    .mutation(({ ctx, input }) => updateNavigation(ctx.db, input, ctx.user)),
} satisfies TRPCRouterRecord;
