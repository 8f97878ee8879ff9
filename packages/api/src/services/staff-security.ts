import type { AuthenticatedUser } from "@staffing/auth";
import { authMfaFactors, type Database, staffSecurity, users } from "@staffing/db";
import { ACCOUNT_MESSAGES } from "@staffing/shared";
import { and, asc, eq, isNull, notExists, sql } from "drizzle-orm";
import { recordChange } from "./audit-log";
import { DomainError } from "./errors";

/** Whether every staff account must sign in with a second factor (off until an admin turns it on). */
export async function twoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ requireTwoFactor: staffSecurity.requireTwoFactor })
    .from(staffSecurity)
    .where(eq(staffSecurity.id, 1));
  return row?.requireTwoFactor ?? false;
}

/**
 * Active staff without a verified second factor, by name (their e-mail when they have none). Only
 * the embedded provider keeps factors here: with a hosted one nobody here knows (null).
 */
export async function staffWithoutSecondFactor(
  db: Database,
  factorsKeptHere: boolean,
): Promise<{ id: string; name: string }[] | null> {
  if (!factorsKeptHere) return null;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.disabledAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(authMfaFactors)
            .where(and(eq(authMfaFactors.userId, users.id), eq(authMfaFactors.status, "verified"))),
        ),
      ),
    )
    .orderBy(asc(users.username));
  return rows.map((row) => ({ id: row.id, name: row.username.trim() || row.email }));
}

/**
 * Turns the requirement on or off, in the audit log. An admin without a second factor cannot turn it
 * on: their next call would be refused until they enrolled, the very lock-out the rule exists to avoid.
 */
export async function changeTwoFactorRequirement(
  db: Database,
  actor: AuthenticatedUser,
  requireTwoFactor: boolean,
): Promise<void> {
  if (requireTwoFactor && !actor.hasSecondFactor)
    throw new DomainError("bad_request", ACCOUNT_MESSAGES.requireTwoFactorNeedsOwn, {
      fields: [{ path: ["requireTwoFactor"], message: ACCOUNT_MESSAGES.requireTwoFactorNeedsOwn }],
    });
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffSecurity).where(eq(staffSecurity.id, 1)).for("update");
    const was = before?.requireTwoFactor ?? false;
    if (was === requireTwoFactor) return;
    await tx
      .insert(staffSecurity)
      .values({ id: 1, requireTwoFactor, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: staffSecurity.id,
        set: { requireTwoFactor, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    await recordChange(tx, actor, {
      action: "update",
      entityType: "staff_security",
      entityId: "1",
      before: { requireTwoFactor: was },
      after: { requireTwoFactor },
    });
  });
}
