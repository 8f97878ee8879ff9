import type { AppRouter } from "@staffing/api";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, HeadContent, Outlet } from "@tanstack/react-router";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { useEffect } from "react";

/** What every screen can reach: the query cache and the typed procedures. */
export interface AdminRouterContext {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
}

// React hoists the routes' <title> into the document's head.
export const Route = createRootRouteWithContext<AdminRouterContext>()({
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
