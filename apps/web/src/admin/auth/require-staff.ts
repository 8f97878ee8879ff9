import { type ParsedLocation, redirect } from "@tanstack/react-router";
import { readAuthToken } from "../lib/auth-token";
import type { AdminRouterContext } from "../routes/__root";

/**
 * SPEC, admin shell: with no session and no stored auth token the visitor goes to /admin/login,
 * which brings them back here once signed in; a password without its second factor opens nothing
 * either (the login screen asks for the code). Runs before the screen loads, so nothing behind
 * sign-in renders or asks the server first. A stored token without a session gets the
 * 'Access Required' card from the layout instead.
 */
export function requireStaff({
  context,
  location,
}: {
  context: AdminRouterContext;
  location: ParsedLocation;
}): void {
  const { signedIn, needsSecondFactor } = context.auth;
  if (!signedIn && (needsSecondFactor || !readAuthToken())) {
    // The way back is the address the visitor sees (with the router's /admin base), as the login
    // screen's `redirect({ href })` takes it.
    throw redirect({ to: "/login", search: { redirect: location.publicHref }, replace: true });
  }
}

/** Where the login screen sends a visitor once signed in. */
export interface LoginSearch {
  redirect?: string;
}

/** Only a screen of the panel is a place to come back to: an address elsewhere would be an open redirect. */
export function loginSearch(search: Record<string, unknown>): LoginSearch {
  const target = search.redirect;
  const isPanelPath =
    typeof target === "string" &&
    (target === "/admin" || target.startsWith("/admin/") || target.startsWith("/admin?"));
  return isPanelPath && !target.includes("\\") ? { redirect: target } : {};
}
