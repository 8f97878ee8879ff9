import { ADMIN_SHELL } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { InquiriesScreen } from "../../../admin/screens/InquiriesScreen";

export const Route = createFileRoute("/admin/_panel/inquiries")({
  head: () => ({ meta: [{ title: `${ADMIN_SHELL.nav.inquiries} | ${ADMIN_SHELL.title}` }] }),
  component: InquiriesScreen,
});
