import type { JobLogger } from "@staffing/jobs";
import { describe, expect, it } from "vitest";
import { siteMailJobs } from "./jobs";
import type { MailComposers, MailJob, MailMessage } from "./message";
import { discardTransport, logTransport, MAIL_LOG_LINES, type MailTransport } from "./transport";

// An operator reads the log to learn whether a mail went: each mail gets one line that tells its fate,
// never "not sent" and then "sent" for the same mail.

const message: MailMessage = {
  to: "ada@example.com",
  subject: "Your reply",
  text: "Hello",
  html: "<p>Hello</p>",
};
const compose = async () => message;
const composers: MailComposers = {
  "password-recovery": compose,
  invite: compose,
  reauthentication: compose,
  "inquiry-notification": compose,
  "inquiry-acknowledgement": compose,
  "inquiry-reply": compose,
  "newsletter-confirmation": compose,
  "whitepaper-delivery": compose,
  "application-notification": compose,
  "application-acknowledgement": compose,
  "application-reply": compose,
  "job-alert-confirmation": compose,
  "job-alert": compose,
};
const job: MailJob = { kind: "inquiry-reply", replyId: "reply-1" };

/** Works one mail job through the transport: the log's messages and the outcome recorded for the mail. */
async function workOne(makeTransport: (logger: JobLogger) => MailTransport) {
  const lines: string[] = [];
  const outcomes: string[] = [];
  const logger: JobLogger = {
    info: (_fields, line) => void lines.push(line),
    warn: (_fields, line) => void lines.push(line),
    error: (_fields, line) => void lines.push(line),
  };
  await siteMailJobs.work(
    { id: "job-1", data: job, attempt: 1, isLastAttempt: false, signal: new AbortController().signal },
    {
      transport: makeTransport(logger),
      composers,
      logger,
      outcomes: {
        delivered: async () => void outcomes.push("delivered"),
        abandoned: async () => void outcomes.push("abandoned"),
      },
    },
  );
  return { lines, outcomes };
}

describe("the mail log", () => {
  it("in development without SMTP_URL: one line saying the mail was written to the log, not sent", async () => {
    const { lines } = await workOne(logTransport);
    expect(lines).toEqual([MAIL_LOG_LINES.logged]);
  });

  it("in production without SMTP_URL: one line saying the mail was not sent, and the reply recorded as not delivered", async () => {
    const { lines, outcomes } = await workOne(discardTransport);
    expect(lines).toEqual([MAIL_LOG_LINES.discarded]);
    expect(outcomes).toEqual(["abandoned"]);
  });

  it("with a mail server that takes it: one line saying it was sent", async () => {
    const { lines, outcomes } = await workOne(() => ({ deliver: async () => "sent", close: () => {} }));
    expect(lines).toEqual([MAIL_LOG_LINES.sent]);
    expect(outcomes).toEqual(["delivered"]);
  });
});
