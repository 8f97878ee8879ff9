import { ADMIN_TITLES } from "@staffing/shared";
import { ClientOnly, createFileRoute, Outlet } from "@tanstack/react-router";
import { AuthProvider } from "../admin/auth/AuthProvider";
import { AdminLoading } from "../admin/components/AdminLoading";

// The admin panel renders in the browser only (the server sends the loading state), and its code is
// split from the public site's: no page outside /admin loads it.
export const Route = createFileRoute("/admin")({
  head: () => ({
    meta: [{ title: ADMIN_TITLES.panel }, { name: "robots", content: "noindex, nofollow" }],
  }),
  component: AdminRoot,
});

function AdminRoot() {
  return (
    <ClientOnly fallback={<AdminLoading />}>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </ClientOnly>
  );
}
