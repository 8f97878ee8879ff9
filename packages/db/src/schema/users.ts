import { DEFAULT_USER_ROLE } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { userRole } from "./enums";

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    // SPEC's "password": an argon2id hash, never the text. Null for accounts that sign in
    // through a hosted provider, which holds their password.
    passwordHash: text("password_hash"),
    role: userRole("role").notNull().default(DEFAULT_USER_ROLE),
    // A disabled account cannot sign in and its sessions are revoked.
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    // Set when an admin invited the account by e-mail; the invite stands until a password is chosen.
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    // What a staff member's own tools keep with supabase-js (`updateUser({ data })`), as a hosted
    // provider keeps user metadata: read back in the user's `user_metadata`, used by nothing here.
    userMetadata: jsonb("user_metadata").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(t.username),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
