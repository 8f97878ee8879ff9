import type { AuditedEntity, Database } from "@staffing/db";

/** A change worth a line in the audit log, as the API's audit service records it. */
export interface AuditChange {
  action: "create" | "update" | "delete";
  entityType: AuditedEntity;
  entityId: string;
  before?: object | null | undefined;
  after?: object | null | undefined;
}

/** Writes the audit row in the transaction of the change (the API's recordChange). */
export type AuditRecorder = (
  tx: Database,
  actor: { id: string; email: string },
  change: AuditChange,
) => Promise<void>;

/** What the audit log keeps of a second factor: never its secret. */
export const factorRecord = (factor: {
  id: string;
  userId: string;
  factorType: string;
  friendlyName: string | null;
  status: string;
}) => ({
  id: factor.id,
  userId: factor.userId,
  factorType: factor.factorType,
  friendlyName: factor.friendlyName,
  status: factor.status,
});
