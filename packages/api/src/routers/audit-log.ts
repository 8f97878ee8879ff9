import { AUDITED_ENTITIES, entityId } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { auditEntryOutput } from "../outputs";
import { listAuditLog } from "../services/audit-log";
import { procedureFor } from "../trpc";

export const auditLogRouter = {
  list: procedureFor("audit:read")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/audit-log",
        tags: ["Audit log"],
        summary: "Who changed what and when, newest first",
      },
    })
    .input(
      z
        .object({
          entityType: z.enum(AUDITED_ENTITIES).optional(),
          entityId: z.string().max(100).optional(),
          actorId: entityId.optional(),
          limit: z.number().int().min(1).max(500).default(100),
          before: z.number().int().min(1).optional(),
          // The same as `before`, under the name paging clients (TanStack Query's infinite lists) use.
          cursor: z.number().int().min(1).nullish(),
        })
        .default({ limit: 100 }),
    )
    .output(z.array(auditEntryOutput))
    .query(({ ctx, input: { cursor, ...query } }) =>
      listAuditLog(ctx.db, { ...query, before: query.before ?? cursor ?? undefined }),
    ),
} satisfies TRPCRouterRecord;
