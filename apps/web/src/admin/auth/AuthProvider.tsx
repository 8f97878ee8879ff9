import { type AdminClientConfig, AUTH_MESSAGES } from "@staffing/shared";
import {
  type AuthChangeEvent,
  type AuthError,
  createClient,
  type Session,
  type SupabaseClient,
} from "@supabase/supabase-js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ErrorComponent } from "@tanstack/react-router";
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
  /**
   * Signed in with a password while a verified second factor waits for its code (aal1 of aal2):
   * the login screen asks for the six digits, and nothing else opens.
   */
  needsSecondFactor: boolean;
  /** How the current session was opened ("password", "recovery", "invite", "totp"...). */
  methods: string[];
  /** The error an e-mailed link brought back in the address (an expired reset or invite link). */
  linkError: AuthError | null;
  /** A hosted provider keeps passwords (SUPABASE_URL); the embedded one is ours. */
  hostedProvider: boolean;
  /** Whether adding a colleague without a password e-mails them an invite (here or at the provider). */
  invitesSent: boolean;
  /** supabase-js itself, for the account screens (reset, new password, second factors). */
  client: SupabaseClient;
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

export async function fetchClientConfig(): Promise<AdminClientConfig> {
  const response = await fetch("/auth/client-config", { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.json();
}

/** Signs staff in through supabase-js, against our embedded provider or a hosted one. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useQuery({ queryKey: ["admin-client-config"], queryFn: fetchClientConfig });
  if (!config.data) {
    // Above the router, so its error boundary cannot catch this: the router's own error screen.
    if (config.error) return <ErrorComponent error={config.error} />;
    return <AdminLoading />;
  }
  return <SignedInState config={config.data}>{children}</SignedInState>;
}

function SignedInState({ config, children }: { config: AdminClientConfig; children: ReactNode }) {
  const queryClient = useQueryClient();
  const supabase = useMemo<SupabaseClient>(
    () =>
      // detectSessionInUrl: a reset or invite link lands on the panel with the session in the
      // address's fragment, as GoTrue sends it.
      createClient(config.authUrl ?? window.location.origin, config.anonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      }),
    [config],
  );
  const [session, setSession] = useState<{
    user: SessionUser | null;
    loading: boolean;
    current: Session | null;
  }>({
    user: null,
    loading: true,
    current: null,
  });
  // The assurance level of the session, read for the access token named in `token`.
  const [assurance, setAssurance] = useState({
    token: null as string | null,
    needsSecondFactor: false,
    methods: [] as string[],
  });
  const [linkError, setLinkError] = useState<AuthError | null>(null);

  useEffect(() => {
    void supabase.auth.initialize().then(({ error }) => setLinkError(error));
  }, [supabase]);

  // The assurance level follows every session change (read outside the auth callback, where
  // supabase-js asks not to call it again).
  useEffect(() => {
    const token = session.current?.access_token ?? null;
    if (!token) {
      setAssurance({ token: null, needsSecondFactor: false, methods: [] });
      return;
    }
    let current = true;
    void supabase.auth.mfa.getAuthenticatorAssuranceLevel().then(({ data }) => {
      if (!current || !data) return;
      setAssurance({
        token,
        needsSecondFactor: data.currentLevel === "aal1" && data.nextLevel === "aal2",
        methods: data.currentAuthenticationMethods.map((entry) =>
          typeof entry === "string" ? entry : entry.method,
        ),
      });
    });
    return () => {
      current = false;
    };
  }, [supabase, session.current]);

  // Every auth event (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT, ...) updates the state
  // and the stored token, so the next call carries the fresh one.
  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event: AuthChangeEvent, current: Session | null) => {
      writeAuthToken(current?.access_token ?? null);
      setSession({ user: current ? toSessionUser(current) : null, loading: false, current });
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
      user: session.user,
      // Until the assurance level is known for a new session, nothing counts as signed in.
      // A new session is not settled until its assurance level is known (a refreshed one keeps the last).
      loading: session.loading || (session.current !== null && assurance.token === null),
      isAuthenticated: session.user !== null,
      needsSecondFactor: assurance.needsSecondFactor,
      methods: assurance.methods,
      linkError,
      hostedProvider: config.authUrl !== null,
      invitesSent: config.invitesSent,
      client: supabase,
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
    [session, assurance, linkError, supabase, config],
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
