import { CacheProvider } from "@emotion/react";
import "@fontsource-variable/plus-jakarta-sans/wght.css";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import type { AppRouter } from "@staffing/api";
import { TRPC_MAX_BATCH_SIZE } from "@staffing/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { theme } from "../theme/mui";
import { AuthProvider, useAuth } from "./auth/AuthProvider";
import { AdminLoading } from "./components/AdminLoading";
import { authorizationHeader } from "./lib/auth-token";
import { createEmotionCache } from "./lib/emotion";
import { isEnrolmentRequired } from "./lib/enrolment";
import { createQueryClient } from "./lib/query-client";
import { ToastProvider } from "./lib/toast";
import { routeTree } from "./routeTree.gen";

// The admin panel is rendered in the browser only; the server sends admin.html for every /admin path.
// A call refused until two-factor sign-in is set up (the company requires it) opens its enrolment.
const queryClient = createQueryClient((error) => {
  if (isEnrolmentRequired(error))
    void router.navigate({ to: "/settings", search: { twoFactor: "required" } });
});
const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({
    // The server refuses a batch of more calls than this (400).
    links: [httpBatchLink({ url: "/trpc", headers: authorizationHeader, maxItems: TRPC_MAX_BATCH_SIZE })],
  }),
  queryClient,
});
// Nobody is signed in until the AuthProvider says otherwise (AdminRouter gives the router its answer).
// The panel lives under /admin: route paths and `to` links leave it out (`/blog`), the addresses in
// the browser keep it (`/admin/blog`), as the server serves admin.html for every /admin path.
const router = createRouter({
  routeTree,
  basepath: "/admin",
  context: { queryClient, trpc, auth: { signedIn: false, needsSecondFactor: false } },
  defaultPreload: "intent",
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

/**
 * The router, told who is signed in: the guards (the panel's `beforeLoad`) decide once the first
 * session is known, and decide again whenever signing in or out changes their answer.
 */
function AdminRouter() {
  const { user, loading, needsSecondFactor } = useAuth();
  // A password without its second factor opens nothing: the login screen asks for the code.
  const signedIn = user !== null && !loading && !needsSecondFactor;
  const [sessionKnown, setSessionKnown] = useState(false);
  if (!sessionKnown && !loading) setSessionKnown(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the guards run again when their answer changes.
  useEffect(() => {
    if (sessionKnown) void router.invalidate();
  }, [sessionKnown, signedIn, needsSecondFactor]);
  if (!sessionKnown) return <AdminLoading />;
  return <RouterProvider router={router} context={{ auth: { signedIn, needsSecondFactor } }} />;
}

// MUI's styles carry the nonce the server put in this page's Content-Security-Policy.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
const container = document.getElementById("admin");
if (!container) throw new Error("admin.html has no #admin element.");

createRoot(container).render(
  <CacheProvider value={createEmotionCache(nonce)}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AuthProvider>
            <AdminRouter />
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </CacheProvider>,
);
