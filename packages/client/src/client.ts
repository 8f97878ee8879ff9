import type { ClientRouter as AppRouter } from "@staffing/api";
import { TRPC_MAX_BATCH_SIZE } from "@staffing/shared";
import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createRest, type StaffingRest } from "./rest/rest-client";
import { type AccessTokenSource, type PasswordCredentials, signIn } from "./session";
import { readSignInProvider } from "./site-config";

/**
 * Every procedure of the site, its input and its answer typed from the server's router (tRPC), and
 * every REST operation under `rest`, typed from the OpenAPI document.
 */
export type StaffingClient = TRPCClient<AppRouter> & { rest: StaffingRest };
/** A procedure's input: `RouterInputs["inquiries"]["updateStatus"]`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** A procedure's answer as it arrives (dates as ISO strings): `RouterOutputs["blog"]["list"]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

interface SiteOptions {
  /** The site's address, such as `https://www.example.com`: the API is at `/trpc` under it. */
  url: string | URL;
}

/** Signs in with a staff member's e-mail and password (and TOTP code, when the account has a second factor). */
export interface PasswordSignIn extends SiteOptions, PasswordCredentials {
  /** The sign-in provider's public api key; read from the site (GET /auth/client-config) when not given. */
  anonKey?: string;
  /** A hosted provider's address; read from the site when not given. */
  authUrl?: string;
}

/** Uses an access token the caller already has (it is not refreshed: it works until it expires). */
export interface TokenSignIn extends SiteOptions {
  accessToken: string;
}

/** Calls only the public procedures (the blog, pages, the inquiry form). */
export type AnonymousAccess = SiteOptions;

export type StaffingClientOptions = PasswordSignIn | TokenSignIn | AnonymousAccess;

/**
 * A typed client of the site's API: signs in through the site's sign-in provider (supabase-js), keeps
 * the session fresh, and sends its access token with every call.
 *
 * ```ts
 * const api = await createStaffingClient({ url, email, password });
 * const posts = await api.blog.list.query({ page: 1 });
 * const { data } = await api.rest.blog.list({ params: { query: { page: 1 } } });
 * ```
 */
export async function createStaffingClient(options: StaffingClientOptions): Promise<StaffingClient> {
  const siteUrl = new URL(options.url);
  const accessToken = await accessTokenSource(siteUrl, options);
  const rest = createRest(siteUrl, accessToken);
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: new URL("/trpc", siteUrl).toString(),
        headers: async () => (accessToken ? { authorization: `Bearer ${await accessToken()}` } : {}),
        // The server refuses a larger batch.
        maxItems: TRPC_MAX_BATCH_SIZE,
      }),
    ],
  });
  // tRPC's client answers every property as a procedure path: `rest` is taken before it looks (the
  // router has no `rest` procedure).
  return new Proxy(trpc, {
    get: (target, property, receiver) =>
      property === "rest" ? rest : Reflect.get(target, property, receiver),
  }) as StaffingClient;
}

async function accessTokenSource(
  siteUrl: URL,
  options: StaffingClientOptions,
): Promise<AccessTokenSource | null> {
  if ("accessToken" in options) {
    const { accessToken } = options;
    return async () => accessToken;
  }
  if (!("email" in options)) return null;
  const provider =
    options.anonKey && options.authUrl
      ? { authUrl: options.authUrl, anonKey: options.anonKey }
      : await readSignInProvider(siteUrl);
  return signIn(
    { authUrl: options.authUrl ?? provider.authUrl, anonKey: options.anonKey ?? provider.anonKey },
    options,
  );
}
