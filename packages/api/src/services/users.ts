import { type AuthenticatedUser, createUser, type NewAccount, revokeAllSessionsOf } from "@staffing/auth";
import { type Database, type User, users } from "@staffing/db";
import type { UserRole } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import { recordChange } from "./audit-log";
import { notFound, withConflictMessage } from "./errors";

/** A user as the admin panel sees it: never the password hash. */
export type StaffMember = Omit<User, "passwordHash">;

const { passwordHash: _passwordHash, ...staffColumns } = getTableColumns(users);

export function listUsers(db: Database): Promise<StaffMember[]> {
  return db.select(staffColumns).from(users).orderBy(asc(users.createdAt));
}

export async function addUser(
  db: Database,
  account: NewAccount,
  actor: AuthenticatedUser,
): Promise<StaffMember> {
  const user = await withConflictMessage("A user with this email or username already exists.", () =>
    createUser(db, account),
  );
  const { passwordHash: _hidden, ...member } = user;
  await recordChange(db, actor, { action: "create", entityType: "user", entityId: member.id, after: member });
  return member;
}

export function changeUser(
  db: Database,
  id: string,
  change: { role?: UserRole | undefined; disabled?: boolean | undefined },
  actor: AuthenticatedUser,
): Promise<StaffMember> {
  // An admin cannot lock themselves out: someone must always be able to manage users.
  if (id === actor.id && (change.disabled === true || (change.role && change.role !== "admin"))) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "You cannot disable yourself or give up your own admin role.",
    });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select(staffColumns).from(users).where(eq(users.id, id)).for("update");
    if (!before) throw notFound("User");
    const [user] = await tx
      .update(users)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? sql`now()` : null }),
      })
      .where(eq(users.id, id))
      .returning(staffColumns);
    if (!user) throw notFound("User");
    // A disabled account's open sessions end now, not when their tokens expire.
    if (change.disabled) await revokeAllSessionsOf(tx, id);
    await recordChange(tx, actor, {
      action: "update",
      entityType: "user",
      entityId: id,
      before,
      after: user,
    });
    return user;
  });
}
