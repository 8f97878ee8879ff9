import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireStaff } from "~/admin/auth/require-staff";
import { AccessRequired } from "~/admin/shell/AccessRequired";
import { AdminShell } from "~/admin/shell/AdminShell";

/** The screens behind sign-in, inside the shell. */
export const Route = createFileRoute("/_panel")({
  beforeLoad: requireStaff,
  component: function Panel() {
    const signedIn = Route.useRouteContext({ select: (context) => context.auth.signedIn });
    if (!signedIn) return <AccessRequired />;
    return (
      <AdminShell>
        <Outlet />
      </AdminShell>
    );
  },
});
