import type { AppRouter } from "@staffing/api";
import { ADMIN_TITLES } from "@staffing/shared";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, HeadContent, Outlet } from "@tanstack/react-router";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { useEffect } from "react";

/** What every screen can reach: the query cache, the typed procedures and who is signed in. */
export interface AdminRouterContext {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
  auth: {
    /** A session, its assurance level known, and the second factor given when the account has one. */
    signedIn: boolean;
    /** Signed in with a password while the account's second factor waits for its code. */
    needsSecondFactor: boolean;
  };
}

// React hoists the routes' <title> into the document's head; a screen's own title replaces this one.
export const Route = createRootRouteWithContext<AdminRouterContext>()({
  head: () => ({ meta: [{ title: ADMIN_TITLES.panel }] }),
  component: AdminRoot,
});

function AdminRoot() {
  // Marks the panel interactive, for browser tests that must not click before it has rendered.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}
