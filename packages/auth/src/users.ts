import { type Database, type User, users } from "@staffing/db";
import type { UserRole } from "@staffing/shared";
import { asc, count, eq, sql } from "drizzle-orm";
import { hashPassword } from "./passwords";

export interface NewAccount {
  email: string;
  username: string;
  role: UserRole;
  /** Absent for accounts whose password a hosted provider holds, and for invited ones. */
  password?: string | undefined;
  /** Invited by e-mail: the colleague chooses the password from the invite's link. */
  invited?: boolean | undefined;
}

export async function createUser(db: Database, account: NewAccount): Promise<User> {
  const passwordHash = account.password === undefined ? null : await hashPassword(account.password);
  const [user] = await db
    .insert(users)
    .values({
      email: account.email.trim(),
      username: account.username.trim(),
      role: account.role,
      passwordHash,
      invitedAt: account.invited ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error("The user was not stored.");
  return user;
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

/**
 * The first admin comes from configuration, and only while no user exists, so restarting with
 * other values never changes an existing account.
 */
export async function ensureFirstAdmin(
  db: Database,
  admin: { email: string; password?: string | undefined; name?: string | undefined },
): Promise<User | undefined> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return undefined;
  // The name the panel shows them by: the one given (the demo's), else the e-mail's first part.
  const username = admin.name?.trim() || admin.email.split("@")[0] || "admin";
  return createUser(db, { email: admin.email, username, role: "admin", password: admin.password });
}

export async function hasAnyUser(db: Database): Promise<boolean> {
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  return anyone !== undefined;
}

/** The longest-standing admin: the author of the demo content. */
export async function findFirstAdmin(db: Database): Promise<User | undefined> {
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin;
}
