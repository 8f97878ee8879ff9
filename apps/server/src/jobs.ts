import {
  applicationNotificationSweep,
  applicationReplyOutcomes,
  applicationRetention,
  type DocumentLibrary,
  edgePurgeJobs,
  inquiryNotificationSweep,
  inquiryReplyOutcomes,
  jobAlertDeliveries,
  pageViewRollUp,
  siteMailComposers,
  webhookDeliveryJobs,
} from "@staffing/api";
import { accountMailComposers } from "@staffing/auth";
import type { DatabaseHandle } from "@staffing/db";
import { type JobSystem, type Jobs, type RetryPolicy, runs } from "@staffing/jobs";
import {
  accountMailJobs,
  discardTransport,
  logTransport,
  type MailDelivery,
  type MailOutcomes,
  type MailRecipientLimit,
  type MailTransport,
  siteMailJobs,
  smtpTransport,
} from "@staffing/mail";
import type { Logger } from "pino";
import { edgePurger } from "./caches/edge-purgers";
import type { Config } from "./config";
import type { SiteMetrics } from "./metrics/site-metrics";

// Connections kept open to the mail server: account mails have their own, so a burst of site mails
// never makes a reset wait for a connection.
const SMTP_CONNECTIONS = { account: 2, site: 5 };

export interface JobOptions {
  /** A retry policy per kind's name, in place of the kind's own (tests retry within a second). */
  retryOverrides?: Readonly<Record<string, RetryPolicy>> | undefined;
  /** The webhook failure bookkeeping's clock (tests move it on by days). */
  webhookClock?: (() => Date) | undefined;
  /** Told the job system once it runs: tests queue a scheduled kind's run as its cron tick would. */
  onStarted?: ((jobs: Jobs) => void) | undefined;
}

/**
 * Every kind of background work this server runs, with what each handler gets from it: the one list
 * to extend when a kind is added (docs/architecture.md, "Background jobs"). Answers what to close
 * once the job system has stopped.
 */
export async function startJobs(
  jobs: JobSystem,
  {
    config,
    database,
    log,
    metrics,
    mailsPerRecipient,
    documents,
  }: {
    config: Config;
    database: DatabaseHandle;
    log: Logger;
    metrics: SiteMetrics;
    mailsPerRecipient: MailRecipientLimit;
    /** The private store: expired applications' résumés leave it. */
    documents: DocumentLibrary;
  },
  options: JobOptions = {},
): Promise<{ close(): void }> {
  const { db } = database;
  const composers = {
    ...siteMailComposers(db, {
      siteUrl: config.publicSiteUrl,
      notifyEmail: config.mail.notifyEmail,
      responseHours: config.inquiryResponseHours,
    }),
    ...accountMailComposers(db, config.publicSiteUrl),
  };
  const transports = {
    account: mailTransport(config, log, SMTP_CONNECTIONS.account),
    site: mailTransport(config, log, SMTP_CONNECTIONS.site),
  };
  // Replies whose delivery a timeline shows: an inquiry's and an application's.
  const replies = [inquiryReplyOutcomes(db), applicationReplyOutcomes(db)];
  const outcomes: MailOutcomes = {
    delivered: async (job) => {
      for (const kind of replies) await kind.delivered(job);
    },
    abandoned: async (job) => {
      for (const kind of replies) await kind.abandoned(job);
    },
  };
  const delivery = (transport: MailTransport): MailDelivery => ({
    transport,
    composers,
    logger: log,
    outcomes,
    observer: metrics.mail,
  });
  await jobs.start(
    [
      runs(accountMailJobs, delivery(transports.account)),
      runs(siteMailJobs, delivery(transports.site)),
      runs(webhookDeliveryJobs, {
        db,
        settings: {
          allowPrivateTargets: config.webhooks.allowPrivateTargets,
          now: options.webhookClock ?? (() => new Date()),
        },
        logger: log,
      }),
      runs(edgePurgeJobs, { db, purger: edgePurger(config.edge.purge), logger: log }),
      runs(inquiryNotificationSweep, {
        db,
        jobs,
        acknowledgements: { mailsPerRecipient, acknowledge: config.mail.inquiryAcknowledgement },
      }),
      runs(applicationNotificationSweep, { db, jobs, acknowledgements: { mailsPerRecipient } }),
      runs(pageViewRollUp, { db }),
      runs(jobAlertDeliveries, { db, jobs }),
      runs(applicationRetention, {
        db,
        documents,
        retentionDays: config.applicationRetentionDays,
        logger: log,
      }),
    ],
    { retryOverrides: options.retryOverrides },
  );
  options.onStarted?.(jobs);
  return {
    close() {
      transports.account.close();
      transports.site.close();
    },
  };
}

/**
 * Where mails go: the mail server, or without SMTP_URL the log (development) or nowhere, with a
 * warning (production, where start-up has said that staff cannot reset passwords).
 */
function mailTransport(config: Config, log: Logger, connections: number): MailTransport {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) return smtpTransport(smtpUrl, from, connections);
  return config.production ? discardTransport(log) : logTransport(log);
}
