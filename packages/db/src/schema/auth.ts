import type { AuthAssuranceLevel } from "@staffing/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { users } from "./users";

// One sign-in: the access tokens it issues carry its id as session_id, so revoking it
// closes the admin API to them at once.
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    ip: text("ip"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // Authenticator assurance: aal2 once a second factor was verified in this session.
    aal: text("aal").$type<AuthAssuranceLevel>().notNull().default("aal1"),
    // How the person proved who they are, in GoTrue's `amr` shape (method and Unix time).
    amr: jsonb("amr").$type<AmrEntry[]>().notNull().default(sql`'[]'::jsonb`),
    // The last time the session was refreshed: what the Settings screen calls "last active".
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export interface AmrEntry {
  method: string;
  timestamp: number;
}

// Refresh tokens are stored as SHA-256 hashes; each is good for one use.
export const authRefreshTokens = pgTable(
  "auth_refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("auth_refresh_tokens_hash_unique"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    // The token that replaced this one, encrypted with a key derived from this one: whoever presents
    // this token again within the reuse interval gets the same successor; the database alone reveals none.
    sealedSuccessor: text("sealed_successor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_refresh_tokens_session_idx").on(t.sessionId)],
);

// The access-token signing keys live here so every instance signs and verifies alike.
export const authSigningKeys = pgTable("auth_signing_keys", {
  kid: text("kid").primaryKey(),
  algorithm: text("algorithm").notNull(),
  privateJwk: jsonb("private_jwk").$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb("public_jwk").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Failed sign-ins counted per account and client ("email-client:..."), per account ("email:...") and
// per client ("ip:...", an IPv6 client by its /64).
export const authSignInThrottle = pgTable("auth_sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  ...timestamps(),
});

// One-use links e-mailed to staff: a password reset ("recovery") or an invite. Only hashes are kept;
// the six-digit code of a reset mail is the other way to use it (supabase-js verifyOtp).
export const authOneTimeTokens = pgTable(
  "auth_one_time_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"recovery" | "invite">().notNull(),
    tokenHash: text("token_hash").notNull().unique("auth_one_time_tokens_hash_unique"),
    codeHash: text("code_hash"),
    // Wrong codes tried against this token; past a handful it is spent, so six digits cannot be guessed.
    failedCodeAttempts: integer("failed_code_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_one_time_tokens_user_idx").on(t.userId, t.purpose)],
);

// Second factors (TOTP). A factor counts once verified; the last accepted time step is kept so a
// code is good once.
export const authMfaFactors = pgTable(
  "auth_mfa_factors",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendlyName: text("friendly_name"),
    factorType: text("factor_type").$type<"totp">().notNull().default("totp"),
    status: text("status").$type<"unverified" | "verified">().notNull().default("unverified"),
    secret: text("secret").notNull(),
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
    lastChallengedAt: timestamp("last_challenged_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index("auth_mfa_factors_user_idx").on(t.userId)],
);

export const authMfaChallenges = pgTable(
  "auth_mfa_challenges",
  {
    id: id(),
    factorId: uuid("factor_id")
      .notNull()
      .references(() => authMfaFactors.id, { onDelete: "cascade" }),
    ip: text("ip"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_mfa_challenges_factor_idx").on(t.factorId)],
);

// Requests counted per key in a window ("recover-email:...", "recover-ip:..."), each count taken
// and checked in one statement, so concurrent requests cannot slip past a limit.
export const authRequestCounters = pgTable("auth_request_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AuthSession = typeof authSessions.$inferSelect;
export type AuthMfaFactor = typeof authMfaFactors.$inferSelect;
