import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AdminShell } from "../../shell/AdminShell";
import { RequireStaff } from "../../shell/RequireStaff";

/** The screens behind sign-in, inside the shell. */
export const Route = createFileRoute("/admin/_panel")({
  component: () => (
    <RequireStaff>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </RequireStaff>
  ),
});
