import ipaddr from "ipaddr.js";

/**
 * Every rate limit of the site, in one table (issue 31): what it counts, by which key, how many in
 * which window, and where it is applied. Each use reads its row; docs/security.md "Rate limits" is
 * checked against this table by a test (apps/server/src/rate-limits-documented.test.ts).
 */
export interface RateLimit {
  /** What is counted, in words. */
  counts: string;
  /** The key one count belongs to. */
  key: "client" | "mailbox" | "mailbox and mail kind" | "account" | "account and client" | "second factor";
  /** How many in the window before a refusal (for a lockout: the free failures). */
  count: number;
  windowSeconds: number;
  /** A lockout's first wait, doubling per further failure up to its longest. */
  lockout?: { firstWaitSeconds: number; longestWaitSeconds: number };
  /** The environment variable that replaces `count`, if any. */
  env?: string;
  /** The file that applies the limit. */
  appliedIn: string;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export const RATE_LIMITS = {
  inquiry: {
    counts: "inquiries sent (form, REST, tRPC)",
    key: "client",
    count: 20,
    windowSeconds: HOUR,
    env: "INQUIRY_RATE_LIMIT_PER_HOUR",
    appliedIn: "packages/api/src/routers/inquiries.ts",
  },
  application: {
    counts: "job applications sent (form, REST)",
    key: "client",
    count: 10,
    windowSeconds: HOUR,
    env: "APPLICATION_RATE_LIMIT_PER_HOUR",
    appliedIn: "packages/api/src/routers/job-applications.ts",
  },
  // One candidate applies to a few jobs an hour; more from one address is someone else's doing.
  applicationMailbox: {
    counts: "job applications from one e-mail address",
    key: "mailbox",
    count: 5,
    windowSeconds: HOUR,
    appliedIn: "packages/api/src/routers/job-applications.ts",
  },
  newsletter: {
    counts: "newsletter subscriptions",
    key: "client",
    count: 10,
    windowSeconds: HOUR,
    env: "NEWSLETTER_RATE_LIMIT_PER_HOUR",
    appliedIn: "packages/api/src/routers/newsletter.ts",
  },
  jobAlert: {
    counts: "job-alert sign-ups",
    key: "client",
    count: 10,
    windowSeconds: HOUR,
    env: "JOB_ALERT_RATE_LIMIT_PER_HOUR",
    appliedIn: "packages/api/src/routers/job-alerts.ts",
  },
  // Each page a visitor opens sends one beacon: generous, so a busy office behind one address counts.
  pageView: {
    counts: "page-view beacons",
    key: "client",
    count: 600,
    windowSeconds: HOUR,
    env: "PAGE_VIEW_RATE_LIMIT_PER_HOUR",
    appliedIn: "packages/api/src/routers/analytics.ts",
  },
  // DESIGN.md: mails of one kind to one address a visitor typed, whoever asks.
  mailPerRecipient: {
    counts: "mails of one kind to an address a visitor typed",
    key: "mailbox and mail kind",
    count: 3,
    windowSeconds: DAY,
    appliedIn: "apps/server/src/rate-limits.ts",
  },
  // The guessing client is locked out of the account; the owner elsewhere is not.
  signInAccountClient: {
    counts: "failed sign-ins to one account from one client",
    key: "account and client",
    count: 5,
    windowSeconds: 15 * MINUTE,
    lockout: { firstWaitSeconds: 30, longestWaitSeconds: 15 * MINUTE },
    appliedIn: "packages/auth/src/throttle.ts",
  },
  // Higher, so one client cannot lock the owner out, yet a guess spread over many clients still stops.
  signInAccount: {
    counts: "failed sign-ins to one account from all clients",
    key: "account",
    count: 50,
    windowSeconds: 15 * MINUTE,
    appliedIn: "packages/auth/src/throttle.ts",
  },
  // An office behind one address shares it: generous.
  signInClient: {
    counts: "failed sign-ins from one client to any account",
    key: "client",
    count: 100,
    windowSeconds: 15 * MINUTE,
    appliedIn: "packages/auth/src/throttle.ts",
  },
  passwordResetPerClient: {
    counts: "password-reset requests",
    key: "client",
    count: 20,
    windowSeconds: HOUR,
    appliedIn: "packages/auth/src/provider.ts",
  },
  /** GoTrue's SMTP_MAX_FREQUENCY for the codes GET /auth/v1/reauthenticate mails. */
  reauthenticationCode: {
    counts: "reauthentication codes mailed",
    key: "account",
    count: 1,
    windowSeconds: MINUTE,
    appliedIn: "packages/auth/src/provider.ts",
  },
  secondFactorCodes: {
    counts: "codes tried for one second-factor challenge",
    key: "second factor",
    count: 5,
    windowSeconds: 5 * MINUTE,
    appliedIn: "packages/auth/src/mfa.ts",
  },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

// Providers known to deliver `a.b@` and `ab@` to one mailbox; googlemail.com is gmail.com.
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, as a per-mailbox limit counts it: `Victim+1@Gmail.com`,
 * `v.i.c.t.i.m@googlemail.com` and `victim@gmail.com` are one mailbox. Lower-case, the `+tag`
 * removed, dots ignored where the provider ignores them.
 */
export function canonicalMailbox(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at < 1) return lowered;
  const domain = lowered.slice(at + 1);
  let local = lowered.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) return `${local.replaceAll(".", "")}@${dotless}`;
  return `${local}@${domain}`;
}

/**
 * The client a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or server gets a whole /64, so counting each address apart gives endless buckets). An
 * IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is that IPv4 address.
 */
export function clientBucket(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
