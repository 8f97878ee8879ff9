import {
  type AuthenticatedUser,
  createUser,
  factorRecord,
  type NewAccount,
  removeFactorsOf,
  revokeAllSessionsOf,
} from "@staffing/auth";
import { authMfaFactors, type Database, type User, users } from "@staffing/db";
import { ACCOUNT_MESSAGES, ROLE_LABELS, type StaffStatus, type UserRole } from "@staffing/shared";
import { and, asc, eq, exists, getTableColumns, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { StaffInvites } from "../staff-invites";
import { recordChange } from "./audit-log";
import { DomainError, notFound, withConflictMessage } from "./errors";

/** A user as the admin panel sees it: never the password hash. */
export type StaffMember = Omit<User, "passwordHash">;

const { passwordHash: _passwordHash, ...staffColumns } = getTableColumns(users);

/** Invited and not yet accepted: the account exists but nobody has chosen its password. */
const pendingInvite = and(isNotNull(users.invitedAt), isNull(users.passwordHash));

/** Every staff account, with its status and whether it has a second factor (embedded provider). */
export function listUsers(db: Database) {
  return db
    .select({
      ...staffColumns,
      status: sql<StaffStatus>`case when ${users.disabledAt} is not null then 'disabled' when ${pendingInvite} then 'invited' else 'active' end`,
      hasSecondFactor: exists(
        db
          .select({ one: sql`1` })
          .from(authMfaFactors)
          .where(and(eq(authMfaFactors.userId, users.id), eq(authMfaFactors.status, "verified"))),
      ).mapWith(Boolean),
    })
    .from(users)
    .orderBy(asc(users.createdAt));
}

const withoutHash = ({ passwordHash: _hidden, ...member }: User): StaffMember => member;

/**
 * A new staff account. With a password it can sign in at once; with `invites` the colleague is
 * invited, in the same transaction (no account without its invite, no invite without its account).
 */
export async function addUser(
  db: Database,
  account: Omit<NewAccount, "invited">,
  actor: AuthenticatedUser,
  invites: StaffInvites | null,
): Promise<StaffMember> {
  return withConflictMessage("A user with this email or username already exists.", () =>
    db.transaction(async (tx) => {
      let member = withoutHash(await createUser(tx, { ...account, invited: invites !== null }));
      if (invites && !(await invites.send(tx, member))) {
        // The provider knows this person already: nothing to accept, they sign in as they are.
        const [active] = await tx
          .update(users)
          .set({ invitedAt: null })
          .where(eq(users.id, member.id))
          .returning(staffColumns);
        member = active ?? member;
      }
      await recordChange(tx, actor, {
        action: "create",
        entityType: "user",
        entityId: member.id,
        after: member,
      });
      return member;
    }),
  );
}

async function lockPendingInvite(tx: Database, id: string): Promise<StaffMember> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!user) throw notFound("User");
  if (!user.invitedAt || user.passwordHash) {
    throw new DomainError("conflict", ACCOUNT_MESSAGES.inviteOnlyPending);
  }
  return withoutHash(user);
}

/** Sends the invite again with a new link; the earlier link stops working when it is sent. */
export function resendInvite(db: Database, invites: StaffInvites, id: string, actor: AuthenticatedUser) {
  return db.transaction(async (tx) => {
    const before = await lockPendingInvite(tx, id);
    const [after] = await tx
      .update(users)
      .set({ invitedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(staffColumns);
    if (!(await invites.send(tx, after ?? before))) {
      throw new DomainError("conflict", ACCOUNT_MESSAGES.inviteOnlyPending);
    }
    await recordChange(tx, actor, { action: "update", entityType: "user", entityId: id, before, after });
    return after ?? before;
  });
}

/** Withdraws an invite nobody accepted: the account goes, and its link with it. */
export function revokeInvite(db: Database, id: string, actor: AuthenticatedUser) {
  return db.transaction(async (tx) => {
    const before = await lockPendingInvite(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    await recordChange(tx, actor, { action: "delete", entityType: "user", entityId: id, before });
  });
}

/**
 * An admin removes another user's second factors (a lost phone). Every removed factor is a line in
 * the audit log; the user's sessions end, so whoever holds them signs in again.
 */
export async function removeSecondFactors(db: Database, id: string, actor: AuthenticatedUser) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw notFound("User");
  const removed = await removeFactorsOf(db, id, async (tx, factor) => {
    await recordChange(tx, actor, {
      action: "delete",
      entityType: "mfa_factor",
      entityId: factor.id,
      before: factorRecord(factor),
    });
  });
  if (removed === 0) throw new DomainError("not_found", ACCOUNT_MESSAGES.noSecondFactor);
  await revokeAllSessionsOf(db, id);
  return { removed };
}

export function changeUser(
  db: Database,
  id: string,
  change: { role?: UserRole | undefined; disabled?: boolean | undefined },
  actor: AuthenticatedUser,
): Promise<StaffMember> {
  // An admin cannot lock themselves out: someone must always be able to manage users.
  if (id === actor.id && (change.disabled === true || (change.role && change.role !== "admin"))) {
    throw new DomainError("bad_request", "You cannot disable yourself or give up your own admin role.");
  }
  return db.transaction(async (tx) => {
    if (change.disabled === true || (change.role && change.role !== "admin")) {
      await assertAdminRemains(tx, id, actor);
    }
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

/** An admin who can sign in and act: not disabled, not an invite still waiting for its password. */
const activeAdmin = and(
  eq(users.role, "admin"),
  isNull(users.disabledAt),
  or(isNull(users.invitedAt), isNotNull(users.passwordHash)),
);

/**
 * Refuses a change that would leave no active admin. The active admins' rows are locked (in one
 * order, so two such changes never deadlock) until the change commits: of two admins demoting each
 * other at the same moment, the second sees the first's change and is refused, where checking
 * first and changing after would let both through and leave nobody to manage users.
 */
async function assertAdminRemains(tx: Database, id: string, actor: AuthenticatedUser) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(activeAdmin)
    .orderBy(asc(users.id))
    .for("update");
  if (admins.every((admin) => admin.id === id)) {
    throw new DomainError("conflict", ACCOUNT_MESSAGES.lastAdmin);
  }
  // Demoted or disabled since this request was let in: no longer allowed to manage users.
  if (!admins.some((admin) => admin.id === actor.id)) {
    throw new DomainError("forbidden", `This needs the ${ROLE_LABELS.admin} role.`);
  }
}

/** The signed-in person's own username (Profile). */
export function changeOwnUsername(db: Database, actor: AuthenticatedUser, username: string) {
  return withConflictMessage(ACCOUNT_MESSAGES.usernameTaken, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select(staffColumns).from(users).where(eq(users.id, actor.id)).for("update");
      if (!before) throw notFound("User");
      const [after] = await tx
        .update(users)
        .set({ username })
        .where(eq(users.id, actor.id))
        .returning(staffColumns);
      await recordChange(tx, actor, {
        action: "update",
        entityType: "user",
        entityId: actor.id,
        before,
        after,
      });
      return after ?? before;
    }),
  );
}
