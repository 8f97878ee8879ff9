import type { AuthenticatedUser, Authenticator } from "@staffing/auth";
import type { Database } from "@staffing/db";
import { type InquiryNotifications, NO_NOTIFICATIONS } from "./notifications";
import { NO_RATE_LIMITS, type RateLimits } from "./rate-limits";

/** What every procedure gets. Tests build it directly with createInnerContext. */
export interface Context {
  db: Database;
  /** The signed-in staff member, if any. */
  user: AuthenticatedUser | null;
  /** The client's address, the key of per-address rate limits. */
  clientIp: string;
  rateLimits: RateLimits;
  notifications: InquiryNotifications;
  /**
   * Whether staff sign in with a password kept here (the embedded provider): then a new user needs
   * one. With a hosted provider, passwords live there.
   */
  keepsPasswords: boolean;
}

export function createInnerContext(
  context: Pick<Context, "db" | "user"> &
    Partial<Pick<Context, "clientIp" | "rateLimits" | "notifications" | "keepsPasswords">>,
): Context {
  return {
    clientIp: "127.0.0.1",
    rateLimits: NO_RATE_LIMITS,
    notifications: NO_NOTIFICATIONS,
    keepsPasswords: true,
    ...context,
  };
}

export interface RequestInfo {
  authorization?: string | undefined;
  ip: string;
}

/** Builds the context of one HTTP request from its Authorization header and address. */
export function createRequestContextFactory(deps: {
  db: Database;
  authenticator: Authenticator;
  rateLimits: RateLimits;
  notifications: InquiryNotifications;
}) {
  return async ({ authorization, ip }: RequestInfo): Promise<Context> => {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const user = await deps.authenticator.authenticate(token);
    const { db, rateLimits, notifications } = deps;
    const { keepsPasswords } = deps.authenticator;
    return createInnerContext({ db, user, clientIp: ip, rateLimits, notifications, keepsPasswords });
  };
}
