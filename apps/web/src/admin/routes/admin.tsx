import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AuthProvider } from "../auth/AuthProvider";

export const Route = createFileRoute("/admin")({
  head: () => ({ meta: [{ title: ADMIN_TITLES.panel }] }),
  component: () => (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  ),
});
