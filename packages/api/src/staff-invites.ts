import type { Database } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { queueMail } from "@staffing/mail";
import type { UserRole } from "@staffing/shared";

/** The colleague an invite is for. */
export interface Invitee {
  id: string;
  email: string;
  username: string;
  role: UserRole;
}

/**
 * How a colleague added without a password is invited: by our own mail when passwords are kept here,
 * by the hosted provider (its admin API) when they are kept there.
 */
export interface StaffInvites {
  /**
   * Sends an invite, inside the transaction that stores the account (a failure undoes it). False when
   * the provider already has an account for this address: nothing to accept, the colleague signs in.
   * A provider that fails throws a DomainError ("bad_gateway").
   */
  send(tx: Database, invitee: Invitee): Promise<boolean>;
}

/** Invites by our own mail: a job queued in the account's transaction, its link made when it is sent. */
const mailedInvites = (jobs: Jobs): StaffInvites => ({
  async send(tx, invitee) {
    await queueMail(jobs, tx, [{ kind: "invite", userId: invitee.id }]);
    return true;
  },
});

/**
 * Who invites: our mail when passwords are kept here; a hosted provider's admin API when it was given
 * (its service role key); otherwise nobody here.
 */
export const staffInvites = (
  keepsPasswords: boolean,
  jobs: Jobs,
  hosted: StaffInvites | undefined,
): StaffInvites | null => (keepsPasswords ? mailedInvites(jobs) : (hosted ?? null));
