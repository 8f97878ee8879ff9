import { type Database, readCompanyProfile } from "@staffing/db";
import {
  inviteMail,
  type MailComposers,
  mailSender,
  passwordRecoveryMail,
  reauthenticationMail,
} from "@staffing/mail";
import {
  INVITE_LANDING_PATH,
  INVITE_LINK_DAYS,
  REAUTHENTICATION_CODE_MINUTES,
  RECOVERY_LINK_HOURS,
} from "@staffing/shared";
import { issueOneTimeToken, type OneTimePurpose } from "./one-time-tokens";
import { findUserByEmail, findUserById } from "./users";

/**
 * The account mails, composed when they are sent: the one-use link is made then, so it never
 * waits in the job queue in clear, and a retried mail carries a fresh link (the earlier one stops
 * working). Links go to this provider's /verify, as GoTrue's do. Each is signed with the company
 * profile as it is then.
 */
export function accountMailComposers(
  db: Database,
  siteUrl: string,
): Pick<MailComposers, "password-recovery" | "invite" | "reauthentication"> {
  const link = (purpose: OneTimePurpose, token: string, redirectTo: string) =>
    `${siteUrl}/auth/v1/verify?${new URLSearchParams({ token, type: purpose, redirect_to: redirectTo })}`;
  return {
    "password-recovery": async (job) => {
      const { redirectTo } = job;
      // A job queued by the version before names the account by id; it may wait in the queue at an upgrade.
      const user =
        "userId" in job ? await findUserById(db, job.userId) : await findUserByEmail(db, job.email);
      // No account (or a disabled one): nothing is sent, and the visitor was answered as for any other.
      if (!user || user.disabledAt) return null;
      const { token, code } = await issueOneTimeToken(db, user.id, "recovery", RECOVERY_LINK_HOURS * 3600);
      const sender = mailSender(await readCompanyProfile(db));
      return passwordRecoveryMail(user.email, link("recovery", token, redirectTo), code, sender);
    },
    invite: async ({ userId, redirectTo }) => {
      const user = await findUserById(db, userId);
      // Revoked (deleted), disabled, or accepted meanwhile: nothing to invite to.
      if (!user || user.disabledAt || user.passwordHash || !user.invitedAt) return null;
      const { token } = await issueOneTimeToken(db, user.id, "invite", INVITE_LINK_DAYS * 86_400);
      // The set-password screen tells an invite from a reset even when the link has expired.
      const landing = redirectTo ?? `${siteUrl}${INVITE_LANDING_PATH}`;
      const sender = mailSender(await readCompanyProfile(db));
      return inviteMail(user.email, user.role, link("invite", token, landing), sender);
    },
    reauthentication: async ({ userId }) => {
      const user = await findUserById(db, userId);
      if (!user || user.disabledAt) return null;
      // Only the code is mailed: it is typed into the screen that asked for it, as GoTrue's nonce.
      const { code } = await issueOneTimeToken(
        db,
        user.id,
        "reauthentication",
        REAUTHENTICATION_CODE_MINUTES * 60,
      );
      return reauthenticationMail(user.email, code, mailSender(await readCompanyProfile(db)));
    },
  };
}
