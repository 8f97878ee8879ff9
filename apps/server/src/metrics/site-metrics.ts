import type { SiteCounters } from "@staffing/api";
import type { JobObserver, QueueStatus } from "@staffing/jobs";
import type { MailObserver } from "@staffing/mail";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Where a sampled figure comes from; read at scrape time, so nothing polls between scrapes. */
type Sample<T> = () => T | Promise<T>;

// Methods Fastify routes; anything else is one label value, so a client cannot make up new series.
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Every figure /metrics shows, in a registry of this app's own (tests build many apps in one
 * process). Counters are incremented where things happen; queue depths and connections are sampled
 * when Prometheus scrapes.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });
  readonly #requestSeconds = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly #pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Public page requests answered from the page cache (hit) or needing a render (miss).",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly #pageRenders = new Counter({
    name: "page_renders_total",
    help: "Public pages rendered on the server (cache misses sharing a render count once).",
    registers: [this.registry],
  });
  readonly #inquiries = new Counter({
    name: "inquiries_received_total",
    help: "Inquiries stored (repeats of an idempotency key and bots' sends are not counted).",
    registers: [this.registry],
  });
  readonly #mailsSent = new Counter({
    name: "mails_sent_total",
    help: "Mails handed to the mail server, by kind (inquiry-notification is the staff's notification).",
    labelNames: ["kind"] as const,
    registers: [this.registry],
  });
  readonly #jobsCompleted = new Counter({
    name: "job_queue_completed_total",
    help: "Jobs completed by this instance, by queue.",
    labelNames: ["queue"] as const,
    registers: [this.registry],
  });
  readonly #jobAttemptsFailed = new Counter({
    name: "job_queue_failed_attempts_total",
    help: "Attempts that failed on this instance, by queue (each is retried until its last try).",
    labelNames: ["queue"] as const,
    registers: [this.registry],
  });
  readonly #mailFailures = new Counter({
    name: "mail_job_failures_total",
    help: "Attempts to send a mail that failed on this instance (each is retried until its last try).",
    labelNames: ["kind"] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts one answered request; `route` is the pattern that matched, never the raw address. */
  request(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = {
      method: KNOWN_METHODS.has(method) ? method : "other",
      route: route ?? "(no route)",
      status: String(status),
    };
    this.#requests.inc(labels);
    this.#requestSeconds.observe(labels, seconds);
  }

  readonly pageCache = {
    hit: () => this.#pageCache.inc({ result: "hit" }),
    miss: () => this.#pageCache.inc({ result: "miss" }),
    rendered: () => this.#pageRenders.inc(),
  };

  readonly counters: SiteCounters = { inquiryReceived: () => this.#inquiries.inc() };

  readonly mail: MailObserver = {
    sent: (kind) => this.#mailsSent.inc({ kind }),
    failed: (kind) => this.#mailFailures.inc({ kind }),
  };

  readonly jobs: JobObserver = {
    completed: (queue) => this.#jobsCompleted.inc({ queue }),
    failed: (queue) => this.#jobAttemptsFailed.inc({ queue }),
  };

  /** Renders waiting for their turn in the public site's render queue. */
  sampleRenderQueue(waiting: Sample<number>): void {
    new Gauge({
      name: "page_render_queue_waiting",
      help: "Page renders waiting for their turn.",
      registers: [this.registry],
      async collect() {
        this.set(await waiting());
      },
    });
  }

  /**
   * Every queue's jobs by state and the age of its oldest waiting job, as the job system last counted
   * them (pg-boss's monitor, every 15 s), read once per scrape.
   */
  sampleJobQueues(status: Sample<QueueStatus[]>): void {
    const registers = [this.registry];
    // One read serves both gauges of a scrape: the first to collect asks, the second reuses it.
    let reading: Promise<QueueStatus[] | undefined> | null = null;
    const read = () => {
      reading ??= sampleOrNothing(status).finally(() => setImmediate(() => (reading = null)));
      return reading;
    };
    const jobs = new Gauge({
      name: "job_queue_jobs",
      help: "Jobs by queue and state: waiting (ready to run), deferred (retries waiting for their time), active, failed (after their last try).",
      labelNames: ["queue", "state"] as const,
      registers,
      async collect() {
        jobs.reset();
        for (const queue of (await read()) ?? []) {
          const { name, waiting, deferred, active, failed } = queue;
          for (const [state, count] of Object.entries({ waiting, deferred, active, failed }))
            jobs.set({ queue: name, state }, count);
        }
      },
    });
    const oldest = new Gauge({
      name: "job_queue_oldest_waiting_seconds",
      help: "How long the oldest job ready to run has waited, by queue (0 when none waits).",
      labelNames: ["queue"] as const,
      registers,
      async collect() {
        oldest.reset();
        for (const queue of (await read()) ?? [])
          oldest.set({ queue: queue.name }, queue.oldestWaitingSeconds ?? 0);
      },
    });
  }

  /** This process's database connections by state. */
  sampleDatabase(states: Sample<Record<string, number>>): void {
    const connections = new Gauge({
      name: "database_connections",
      help: "This instance's database connections by state, as pg_stat_activity shows them (the scrape's own query is one active).",
      labelNames: ["state"] as const,
      registers: [this.registry],
      async collect() {
        connections.reset();
        const counts = await sampleOrNothing(states);
        for (const [state, count] of Object.entries(counts ?? {})) connections.set({ state }, count);
      },
    });
  }

  /** The exposition text and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}

// A scrape while the database is down still answers, without the figures that need it.
async function sampleOrNothing<T>(sample: Sample<T>): Promise<T | undefined> {
  try {
    return await sample();
  } catch {
    return undefined;
  }
}
