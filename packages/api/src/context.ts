import { type AuthenticatedUser, type Authenticator, SignInUnavailable } from "@staffing/auth";
import { type Database, isDatabaseUnavailable } from "@staffing/db";
import { type Jobs, NO_JOBS } from "@staffing/jobs";
import { type MailRecipientLimit, NO_MAIL_RECIPIENT_LIMIT } from "@staffing/mail";
import { ACCOUNT_MESSAGES, INQUIRY_RESPONSE_HOURS_DEFAULT, type PageViewHeaders } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { type ApplicationNotifications, NO_APPLICATION_NOTIFICATIONS } from "./application-notifier";
import { type InquiryNotifications, NO_INQUIRY_NOTIFICATIONS } from "./inquiry-notifier";
import { type MediaLibrary, NO_MEDIA_LIBRARY } from "./media-storage";
import { NO_PAGE_VIEWS, type PageViews } from "./page-views";
import { type DocumentLibrary, NO_DOCUMENT_LIBRARY } from "./private-documents";
import { type PublicReads, UNKEPT_PUBLIC_READS } from "./public-reads";
import { NO_PUBLIC_WRITE_LIMITS, type PublicWriteLimits } from "./public-write-limits";
import { NO_COUNTERS, type SiteCounters } from "./site-counters";
import { type StaffInvites, staffInvites } from "./staff-invites";

/** What every procedure gets. Tests build it directly with createInnerContext. */
export interface Context {
  db: Database;
  /** The signed-in staff member, if any. */
  user: AuthenticatedUser | null;
  /** The client's address, the key of per-address rate limits. */
  clientIp: string;
  /** What the client says of itself (User-Agent, DNT, Sec-GPC): whether its page views count. */
  browser: PageViewHeaders;
  publicWriteLimits: PublicWriteLimits;
  /** The public reads' answers, kept per content version (`keptPerContentVersion`). */
  publicReads: PublicReads;
  /**
   * Where every kind of background work is queued (mails, webhook deliveries, ...), in the
   * transaction of the change that asks for it; and how far behind each queue is.
   */
  jobs: Jobs;
  /** Asked before a mail to an address a visitor typed is queued (a day's allowance per recipient). */
  mailsPerRecipient: MailRecipientLimit;
  /** Told of each new inquiry, whose notification it queues in the background. */
  inquiryNotifications: InquiryNotifications;
  /** Told of each new application, whose mails it queues in the background. */
  applicationNotifications: ApplicationNotifications;
  /**
   * Whether staff sign in with a password kept here (the embedded provider): then a new user without
   * one is invited by e-mail. With a hosted provider, passwords and invites live there.
   */
  keepsPasswords: boolean;
  /** How a colleague without a password is invited; null when nobody here can (a hosted provider without its service role key). */
  invites: StaffInvites | null;
  /** The public site's absolute address (PUBLIC_SITE_URL): preview links point there. */
  siteUrl: string;
  media: MediaLibrary;
  /** The private document store (whitepapers, résumés) and its malware scanner. */
  documents: DocumentLibrary;
  counters: SiteCounters;
  /** Where the analytics beacon's views are counted (in memory, written in batches). */
  pageViews: PageViews;
  /** The HTTP request's id (in its log lines): an unexpected error's answer carries it. */
  requestId: string | null;
  /** INQUIRY_RESPONSE_HOURS: an inquiry without a reply is overdue this long after it arrived. */
  inquiryResponseHours: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: whether a webhook may target a private or loopback address. */
  webhooks: WebhookSettings;
}

export interface WebhookSettings {
  allowPrivateTargets: boolean;
}

/** Where a context made without PUBLIC_SITE_URL (tests) says the site is. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

export function createInnerContext(
  context: Pick<Context, "db" | "user"> &
    Partial<
      Pick<
        Context,
        | "clientIp"
        | "browser"
        | "publicWriteLimits"
        | "publicReads"
        | "jobs"
        | "mailsPerRecipient"
        | "inquiryNotifications"
        | "applicationNotifications"
        | "keepsPasswords"
        | "invites"
        | "siteUrl"
        | "media"
        | "documents"
        | "counters"
        | "pageViews"
        | "requestId"
        | "inquiryResponseHours"
        | "webhooks"
      >
    >,
): Context {
  return {
    invites: staffInvites(context.keepsPasswords ?? true, context.jobs ?? NO_JOBS, undefined),
    clientIp: "127.0.0.1",
    browser: {},
    publicWriteLimits: NO_PUBLIC_WRITE_LIMITS,
    publicReads: UNKEPT_PUBLIC_READS,
    jobs: NO_JOBS,
    mailsPerRecipient: NO_MAIL_RECIPIENT_LIMIT,
    inquiryNotifications: NO_INQUIRY_NOTIFICATIONS,
    applicationNotifications: NO_APPLICATION_NOTIFICATIONS,
    keepsPasswords: true,
    siteUrl: DEFAULT_SITE_URL,
    media: NO_MEDIA_LIBRARY,
    documents: NO_DOCUMENT_LIBRARY,
    counters: NO_COUNTERS,
    pageViews: NO_PAGE_VIEWS,
    requestId: null,
    inquiryResponseHours: INQUIRY_RESPONSE_HOURS_DEFAULT,
    webhooks: { allowPrivateTargets: false },
    ...context,
  };
}

export interface RequestInfo {
  authorization?: string | undefined;
  ip: string;
  requestId?: string;
  browser?: PageViewHeaders;
}

/**
 * A request whose context could not be built: with no context to read it from, the error itself
 * carries the request id to the error formatter.
 */
export class ContextFailure extends TRPCError {
  constructor(
    readonly requestId: string | null,
    options: ConstructorParameters<typeof TRPCError>[0],
  ) {
    super(options);
  }
}

/** Builds the context of one HTTP request from its Authorization header and address. */
export function createRequestContextFactory(deps: {
  db: Database;
  authenticator: Authenticator;
  publicWriteLimits: PublicWriteLimits;
  publicReads?: PublicReads;
  jobs: Jobs;
  mailsPerRecipient: MailRecipientLimit;
  inquiryNotifications?: InquiryNotifications;
  applicationNotifications?: ApplicationNotifications;
  siteUrl: string;
  media: MediaLibrary;
  documents?: DocumentLibrary;
  counters?: SiteCounters;
  pageViews?: PageViews;
  /** A hosted provider's invites (SUPABASE_SERVICE_ROLE_KEY); the embedded provider's go by our mail. */
  hostedInvites?: StaffInvites | undefined;
  inquiryResponseHours?: number;
  webhooks?: WebhookSettings;
}) {
  return async ({ authorization, ip, ...request }: RequestInfo): Promise<Context> => {
    const requestId = request.requestId ?? null;
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    let user: AuthenticatedUser | null;
    try {
      user = await deps.authenticator.authenticate(token);
    } catch (error) {
      // The token could not be checked: 503, so the panel keeps its session and tries again.
      if (error instanceof SignInUnavailable || isDatabaseUnavailable(error)) {
        throw new ContextFailure(requestId, {
          code: "SERVICE_UNAVAILABLE",
          message: ACCOUNT_MESSAGES.signInUnavailable,
          cause: error,
        });
      }
      throw new ContextFailure(requestId, { code: "INTERNAL_SERVER_ERROR", cause: error });
    }
    const {
      db,
      publicWriteLimits,
      jobs,
      mailsPerRecipient,
      inquiryNotifications,
      applicationNotifications,
      siteUrl,
      media,
      counters,
      pageViews,
    } = deps;
    const { keepsPasswords } = deps.authenticator;
    return createInnerContext({
      db,
      user,
      clientIp: ip,
      browser: request.browser ?? {},
      publicWriteLimits,
      ...(deps.publicReads && { publicReads: deps.publicReads }),
      jobs,
      mailsPerRecipient,
      ...(inquiryNotifications && { inquiryNotifications }),
      ...(applicationNotifications && { applicationNotifications }),
      keepsPasswords,
      invites: staffInvites(keepsPasswords, jobs, deps.hostedInvites),
      siteUrl,
      media,
      ...(deps.documents && { documents: deps.documents }),
      ...(counters && { counters }),
      ...(pageViews && { pageViews }),
      requestId,
      ...(deps.inquiryResponseHours && { inquiryResponseHours: deps.inquiryResponseHours }),
      ...(deps.webhooks && { webhooks: deps.webhooks }),
    });
  };
}
