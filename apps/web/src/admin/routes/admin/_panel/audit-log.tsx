import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { AuditLogScreen } from "../../../screens/AuditLogScreen";

export const Route = createFileRoute("/admin/_panel/audit-log")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.auditLog} | ${ADMIN_TITLES.panel}` }] }),
  component: AuditLogScreen,
});
