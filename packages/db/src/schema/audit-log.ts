import type { AuditedEntity } from "@staffing/shared";
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// One row per change made in the admin: who, what, when, and the record before and after.
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    // Kept as text so the trail still names the person after their account is gone.
    actorEmail: text("actor_email").notNull(),
    action: text("action").$type<"create" | "update" | "delete">().notNull(),
    entityType: text("entity_type").$type<AuditedEntity>().notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

export { AUDITED_ENTITIES, type AuditedEntity } from "@staffing/shared";
export type AuditLogEntry = typeof auditLog.$inferSelect;
