import { entityId, redirectInput, redirectUpdate } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { redirectOutput } from "../outputs";
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from "../services/redirects";
import { procedureFor } from "../trpc";

export const redirectsRouter = {
  list: procedureFor("redirects:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/redirects",
        tags: ["Redirects"],
        summary: "Every redirect, with its hit count, most recently changed first",
      },
    })
    .output(z.array(redirectOutput))
    .query(({ ctx }) => listRedirects(ctx.db)),
  create: procedureFor("redirects:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/redirects",
        tags: ["Redirects"],
        success: [201],
        refusals: [409],
        summary:
          "Add a redirect from a path to a path or an absolute URL (301 or 302); 400 for a path the site owns, 403 for another host unless admin, 409 for a loop",
      },
    })
    .input(redirectInput)
    .output(redirectOutput)
    .mutation(({ ctx, input }) => createRedirect(ctx.db, input, ctx.user)),
  update: procedureFor("redirects:manage")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/redirects/:id",
        tags: ["Redirects"],
        refusals: [404, 409],
        summary:
          "Change a redirect; 400 for a path the site owns, 403 for another host unless admin, 409 for a loop",
      },
    })
    .input(redirectUpdate)
    .output(redirectOutput)
    .mutation(({ ctx, input: { id, ...values } }) => updateRedirect(ctx.db, id, values, ctx.user)),
  delete: procedureFor("redirects:manage")
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/redirects/:id",
        tags: ["Redirects"],
        refusals: [404],
        summary: "Delete a redirect",
      },
    })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deleteRedirect(ctx.db, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
