import { createFileRoute, Outlet } from "@tanstack/react-router";
import { RequireStaff } from "../../shell/RequireStaff";

/** The full-screen editors: behind sign-in like every screen, but outside the shell (no sidebar). */
export const Route = createFileRoute("/admin/_editor")({
  component: () => (
    <RequireStaff>
      <Outlet />
    </RequireStaff>
  ),
});
