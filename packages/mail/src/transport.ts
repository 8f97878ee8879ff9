import nodemailer from "nodemailer";
import type { MailMessage } from "./message";

/** How a composed mail leaves: to a mail server, or (without one) only into the log. */
export interface MailTransport {
  /** Throws when the mail server does not take the message, so the job is tried again. */
  deliver(mail: MailMessage): Promise<void>;
  close(): void;
}

interface MailLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async deliver(mail) {
      await transport.sendMail({ from, ...mail });
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
      logger.info({ to: mail.to, subject: mail.subject }, "mail (not sent: no SMTP_URL)");
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
      logger.warn({ to: mail.to, subject: mail.subject }, "mail not sent: SMTP_URL is not set");
    },
    close: () => {},
  };
}
