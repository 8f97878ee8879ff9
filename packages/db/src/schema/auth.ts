import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    ...timestamps(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

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

// Failed sign-ins counted per account ("email:...") and per client address ("ip:...").
export const authSignInThrottle = pgTable("auth_sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  ...timestamps(),
});
