import { type AdminClientConfig, AUTH_MESSAGES } from "@staffing/shared";
import { type AuthChangeEvent, createClient, type Session, type SupabaseClient } from "@supabase/supabase-js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { AdminLoading } from "../components/AdminLoading";
import { writeAuthToken } from "../lib/auth-token";

/** SPEC section 3, "Session user". */
export interface SessionUser {
  username: string;
  email: string;
}

export interface AuthState {
  user: SessionUser | null;
  loading: boolean;
  isAuthenticated: boolean;
  /** Demo mode only: the credentials the login screen shows. */
  demoCredentials: AdminClientConfig["demoCredentials"];
  /** Rejects with the provider's message when the sign-in is refused. */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error(AUTH_MESSAGES.useAuthOutsideProvider);
  return auth;
}

async function fetchClientConfig(): Promise<AdminClientConfig> {
  const response = await fetch("/auth/client-config", { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.json();
}

/** Signs staff in through supabase-js, against our embedded provider or a hosted one. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useQuery({ queryKey: ["admin-client-config"], queryFn: fetchClientConfig });
  if (!config.data) {
    if (config.error) throw config.error;
    return <AdminLoading />;
  }
  return <SignedInState config={config.data}>{children}</SignedInState>;
}

function SignedInState({ config, children }: { config: AdminClientConfig; children: ReactNode }) {
  const queryClient = useQueryClient();
  const supabase = useMemo<SupabaseClient>(
    () =>
      createClient(config.authUrl ?? window.location.origin, config.anonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      }),
    [config],
  );
  const [session, setSession] = useState<{ user: SessionUser | null; loading: boolean }>({
    user: null,
    loading: true,
  });

  // Every auth event (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT, ...) updates the state
  // and the stored token, so the next call carries the fresh one.
  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event: AuthChangeEvent, current: Session | null) => {
      writeAuthToken(current?.access_token ?? null);
      setSession({ user: current ? toSessionUser(current) : null, loading: false });
      // Another person may sign in next on this browser: nothing of this one's data stays behind.
      if (event === "SIGNED_OUT") queryClient.removeQueries({ predicate: isStaffQuery });
    });
    return () => data.subscription.unsubscribe();
  }, [supabase, queryClient]);

  // A 401 from any admin call means the session is gone on the server: sign out here too.
  useEffect(() => {
    const signOutOnUnauthorized = (error: unknown) => {
      if (isUnauthorized(error)) void supabase.auth.signOut({ scope: "local" });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error")
        signOutOnUnauthorized(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error")
        signOutOnUnauthorized(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [supabase, queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      ...session,
      isAuthenticated: session.user !== null,
      demoCredentials: config.demoCredentials,
      async signIn(email, password) {
        const { error } = await supabase.auth.signInWithPassword({ email, password });
        if (error) throw error;
      },
      async signOut() {
        // supabase-js clears the local session even when the server answers 401, 403 or 404.
        await supabase.auth.signOut();
        writeAuthToken(null);
      },
    }),
    [session, supabase, config],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function toSessionUser(session: Session): SessionUser {
  const metadata = session.user.user_metadata as { username?: unknown } | undefined;
  return {
    username: typeof metadata?.username === "string" ? metadata.username : "",
    email: session.user.email ?? "",
  };
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { httpStatus?: number })?.httpStatus === 401;
}

// Public data (posts, SEO) may stay cached; everything else belongs to the signed-in person.
const PUBLIC_QUERIES = new Set(["admin-client-config"]);
function isStaffQuery(query: { queryKey: readonly unknown[] }): boolean {
  const [first] = query.queryKey;
  return !(typeof first === "string" && PUBLIC_QUERIES.has(first));
}
