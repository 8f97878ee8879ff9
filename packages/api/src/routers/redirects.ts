import { entityId, redirectInput, redirectUpdate } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { redirectOutput } from "../outputs";
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from "../services/redirects";
import { procedureFor } from "../trpc";

export const redirectsRouter = {
  list: procedureFor("redirects:manage")
    .output(z.array(redirectOutput))
    .query(({ ctx }) => listRedirects(ctx.db)),
  create: procedureFor("redirects:manage")
    .input(redirectInput)
    .output(redirectOutput)
    .mutation(({ ctx, input }) => createRedirect(ctx.db, input, ctx.user)),
  update: procedureFor("redirects:manage")
    .input(redirectUpdate)
    .output(redirectOutput)
    .mutation(({ ctx, input: { id, ...values } }) => updateRedirect(ctx.db, id, values, ctx.user)),
  delete: procedureFor("redirects:manage")
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deleteRedirect(ctx.db, input.id, ctx.user)),
} satisfies TRPCRouterRecord;
