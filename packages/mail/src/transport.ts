import nodemailer from "nodemailer";
import type { MailMessage } from "./message";

/**
 * What became of a mail: the mail server took it, it was only written to the log (development without
 * SMTP_URL), or it went nowhere (production without SMTP_URL).
 */
export type MailFate = "sent" | "logged" | "discarded";

/** The log's one line for each fate: a mail that did not go is never also called sent. */
export const MAIL_LOG_LINES = {
  sent: "mail sent",
  logged: "mail written to the log, not sent: SMTP_URL is not set",
  discarded: "mail not sent: SMTP_URL is not set",
} as const satisfies Record<MailFate, string>;

/** How a composed mail leaves: to a mail server, or (without one) only into the log. */
export interface MailTransport {
  /**
   * Throws when the mail server does not take the message, so the job is tried again. `messageId`
   * (the job's id) becomes the Message-ID, the same on every attempt.
   */
  deliver(mail: MailMessage, options: { messageId: string }): Promise<MailFate>;
  close(): void;
}

interface MailLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * A pool of `connections` kept open to the mail server (SMTP_URL), each sending one mail after
 * another: a mail costs no new connection and greeting, which is what lets a burst go out at a
 * hundred a second. Each queue of mail has a pool of its own (account mails never wait for a
 * connection that notifications hold).
 */
export function smtpTransport(smtpUrl: string, from: string, connections: number): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  const domain = from.slice(from.lastIndexOf("@") + 1).replace(/[>\s]/g, "") || "localhost";
  return {
    async deliver(mail, { messageId }) {
      await transport.sendMail({ from, ...mail, messageId: `<${messageId}@${domain}>` });
      return "sent";
    },
    close: () => transport.close(),
  };
}

/**
 * Development without SMTP_URL: the log says which mail would have gone to whom. Not its text: reset
 * and invite links and codes are secrets, and logs never hold one (a local mail catcher on SMTP_URL
 * shows whole mails).
 */
export function logTransport(logger: MailLogger): MailTransport {
  return {
    async deliver(mail) {
      logger.info({ to: mail.to, subject: mail.subject }, MAIL_LOG_LINES.logged);
      return "logged";
    },
    close: () => {},
  };
}

/**
 * Production without SMTP_URL: links that open accounts must not land in logs, so only the fact
 * that a mail could not be sent is logged (start-up already warned).
 */
export function discardTransport(logger: MailLogger): MailTransport {
  return {
    async deliver(mail) {
      logger.warn({ to: mail.to, subject: mail.subject }, MAIL_LOG_LINES.discarded);
      return "discarded";
    },
    close: () => {},
  };
}
