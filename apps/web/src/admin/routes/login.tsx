import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { loginSearch } from "~/admin/auth/require-staff";
import { readAuthToken } from "~/admin/lib/auth-token";
import { LoginScreen } from "./-components/LoginScreen";

export const Route = createFileRoute("/login")({
  validateSearch: loginSearch,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.login} | ${ADMIN_TITLES.panel}` }] }),
  // Signed in (with the second factor when there is one): on to where they were going, or the dashboard.
  // The stored token goes the moment someone logs out, before the router hears of it: 'Log Out' opens
  // this screen at once.
  beforeLoad: ({ context, search }) => {
    if (context.auth.signedIn && readAuthToken()) {
      if (search.redirect) throw redirect({ href: search.redirect, replace: true });
      throw redirect({ to: "/dashboard", replace: true });
    }
  },
  component: LoginScreen,
});
