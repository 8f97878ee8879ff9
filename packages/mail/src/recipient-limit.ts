import { RATE_LIMITS } from "@staffing/shared";
import type { MailKind } from "./message";

/** DESIGN.md: mails of one kind to one address a visitor typed, in a day, whoever asks. */
export const MAILS_PER_RECIPIENT_PER_DAY = RATE_LIMITS.mailPerRecipient.count;

/**
 * The limit per recipient on mails to an address a visitor typed (confirmations, acknowledgements,
 * resets). Per-client limits do not stop one address being flooded from many clients; this does.
 * Callers ask before queueing the mail and, when refused, answer the visitor exactly as when the
 * mail goes out (the answer must not tell who is known), only without the mail. Asked today by
 * newsletter confirmations and password resets; every new mail to a typed address asks it too.
 */
export interface MailRecipientLimit {
  /** Counts one mail of `kind` to the mailbox `address` reaches (its canonical form); false once today's allowance is spent. */
  admit(kind: MailKind, address: string): Promise<boolean>;
}

/** Admits every mail: for procedure tests that do not look at mail. */
export const NO_MAIL_RECIPIENT_LIMIT: MailRecipientLimit = { admit: async () => true };
