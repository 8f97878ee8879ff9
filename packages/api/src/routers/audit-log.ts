import { AUDITED_ENTITIES } from "@staffing/db";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { listAuditLog } from "../services/audit-log";
import { procedureFor } from "../trpc";

export const auditLogRouter = {
  list: procedureFor("audit:read")
    .input(
      z
        .object({
          entityType: z.enum(AUDITED_ENTITIES).optional(),
          entityId: z.string().max(100).optional(),
          limit: z.number().int().min(1).max(500).default(100),
          before: z.number().int().min(1).optional(),
        })
        .default({ limit: 100 }),
    )
    .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
} satisfies TRPCRouterRecord;
