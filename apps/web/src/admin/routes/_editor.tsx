import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireStaff } from "~/admin/auth/require-staff";
import { AccessRequired } from "~/admin/shell/AccessRequired";

/** The full-screen editors: behind sign-in like every screen, but outside the shell (no sidebar). */
export const Route = createFileRoute("/_editor")({
  beforeLoad: requireStaff,
  component: function Editor() {
    const signedIn = Route.useRouteContext({ select: (context) => context.auth.signedIn });
    return signedIn ? <Outlet /> : <AccessRequired />;
  },
});
