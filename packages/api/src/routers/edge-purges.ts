import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { listEdgePurges } from "../edge-purges/log";
import { procedureFor } from "../trpc";

const edgePurgeOutput = z.object({
  id: z.number().int(),
  keys: z.array(z.string()),
  requestedAt: z.date(),
  purgedAt: z.date().nullable(),
  target: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

export const edgePurgesRouter = {
  // DESIGN.md's role table puts the edge's purge log beside webhooks: the admin's.
  list: procedureFor("webhooks:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/edge-purges",
        tags: ["Edge purges"],
        summary: "The purges content changes sent to the edge (Varnish, a CDN), newest first",
      },
    })
    .input(z.object({ limit: z.number().int().min(1).max(200).default(50) }).default({ limit: 50 }))
    .output(z.array(edgePurgeOutput))
    .query(({ ctx, input }) => listEdgePurges(ctx.db, input.limit)),
} satisfies TRPCRouterRecord;
