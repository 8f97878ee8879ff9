import { type Database, users } from "@staffing/db";
import { type Capability, can, rolesWith } from "@staffing/shared";
import { and, asc, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { invalidFields } from "./errors";

// Who may be given an inquiry or an application to handle: staff who can sign in (not disabled, not
// an invite still waiting) and whose role has the capability.

const canSignIn = and(isNull(users.disabledAt), or(isNull(users.invitedAt), isNotNull(users.passwordHash)));

/** Refuses (400 naming assigneeId, with `message`) anyone else. */
export async function assertAssignable(
  db: Database,
  userId: string,
  capability: Capability,
  message: string,
): Promise<void> {
  const [member] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), canSignIn));
  if (!member || !can(member.role, capability)) throw invalidFields([{ path: ["assigneeId"], message }]);
}

/** Everyone who may be assigned such work, by name. */
export function assignableStaff(
  db: Database,
  capability: Capability,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(and(canSignIn, inArray(users.role, rolesWith(capability))))
    .orderBy(asc(users.username));
}
