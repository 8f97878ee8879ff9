import type { Database, DatabaseHandle } from "@staffing/db";
import { type SQL, sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, type JobInsert, PgBoss } from "pg-boss";
import type { PriorityClass, QueueableKind, RetryPolicy } from "./kind";
import type { Jobs, QueueStatus } from "./outbox";
import { asObject, type Registration } from "./registration";
import { type JobLogger, type JobObserver, KindRunner } from "./runner";

/** The NOTIFY channel on which a queued job wakes the idle workers of its kind, on every instance. */
const WAKE_CHANNEL = "staffing_jobs";
// Kinds whose new jobs wake a worker at once; background kinds wait for their next poll.
const WAKES_AT_ONCE: ReadonlySet<PriorityClass> = new Set(["account", "prompt"]);
// pg-boss's own connections on PostgreSQL: each kind's worker fetches and settles one statement at a
// time, so a few suffice (the server's queries have a pool of their own).
const BOSS_CONNECTIONS = 4;
// A job a dead instance held is retried this long after its attempt's own deadline.
const EXPIRY_MARGIN_SECONDS = 15;
// Finished jobs are kept a day (to look into), then deleted by pg-boss.
const KEEP_FINISHED_SECONDS = 24 * 60 * 60;

export interface JobSystemOptions {
  database: DatabaseHandle;
  logger: JobLogger;
  observer?: JobObserver | undefined;
  /**
   * How often pg-boss counts the queues (the figures of `status()`, /metrics and the dashboard) and
   * looks for jobs a dead instance held. Tests make it short.
   */
  monitorSeconds?: number | undefined;
}

export interface StartOptions {
  /** A retry policy per kind's name, in place of the kind's own (tests retry within seconds). */
  retryOverrides?: Readonly<Record<string, RetryPolicy>> | undefined;
}

/**
 * The one job system of a process: one pg-boss instance on our database, a queue per kind, a worker
 * loop per kind (KindRunner), and the outbox services queue through. Build it, hand its `jobs` to
 * the services, then `start` it with the kinds this process works.
 */
export class JobSystem implements Jobs {
  readonly #boss: PgBoss;
  readonly #database: DatabaseHandle;
  readonly #logger: JobLogger;
  readonly #observer: JobObserver | undefined;
  readonly #runners = new Map<string, KindRunner>();
  #queueNames: string[] = [];
  #unlisten: (() => Promise<void>) | null = null;

  constructor(options: JobSystemOptions) {
    this.#database = options.database;
    this.#logger = options.logger;
    this.#observer = options.observer;
    const monitorSeconds = options.monitorSeconds ?? 15;
    this.#boss = new PgBoss({
      ...bossConnection(options.database),
      // Counts kept per monitor pass, so a queue's oldest waiting job has an age (readyOldestSeconds).
      persistQueueStats: true,
      queueStatRetentionDays: 2,
      monitorIntervalSeconds: monitorSeconds,
      superviseIntervalSeconds: monitorSeconds,
      queueCacheIntervalSeconds: monitorSeconds,
      // No registry of instances, no telemetry: the server's own /metrics and logs say what ran.
      registerInstance: false,
      openTelemetry: { enabled: false },
    });
    this.#boss.on("error", (error) => this.#logger.error({ err: error }, "job system error"));
  }

  /** Starts pg-boss (installing its tables on first use), makes each kind's queue, and starts its worker. */
  async start(registrations: readonly Registration[], options: StartOptions = {}): Promise<void> {
    await this.#boss.start();
    for (const kind of registrations) {
      await this.#ensureQueue(kind, options.retryOverrides?.[kind.name] ?? kind.retry);
      if (kind.schedule)
        await this.#boss.schedule(kind.name, kind.schedule.cron, kind.schedule.data, { tz: "UTC" });
    }
    this.#queueNames = registrations.map((kind) => kind.name);
    for (const kind of registrations)
      this.#runners.set(kind.name, new KindRunner(this.#boss, kind, this.#logger, this.#observer));
    this.#unlisten = await this.#database.listen(
      WAKE_CHANNEL,
      (name) => this.#runners.get(name)?.wake(),
      // Listening again after a lost connection: whatever was announced meanwhile is looked for now.
      () => {
        for (const runner of this.#runners.values()) runner.wake();
      },
    );
    for (const runner of this.#runners.values()) runner.start();
  }

  async send<Data>(tx: Database, kind: QueueableKind<Data>, jobs: readonly Data[]): Promise<void> {
    if (jobs.length === 0) return;
    // A kind nobody registered would pile up unworked; and pg-boss would read the unknown queue on
    // a connection of its own, which on PGlite (one connection) waits for this very transaction.
    if (!this.#queueNames.includes(kind.name))
      throw new Error(`The job kind ${kind.name} is not registered (apps/server/src/jobs.ts).`);
    const rows = jobs.map((job): JobInsert => {
      const data = kind.data.parse(job);
      return { data: asObject(data), ...(kind.group && { group: { id: kind.group.of(data) } }) };
    });
    await this.#boss.insert(kind.name, rows, { db: inTransaction(tx) });
    // Delivered when the transaction commits, to every instance's listener.
    if (WAKES_AT_ONCE.has(kind.priority))
      await tx.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${kind.name})`);
  }

  async status(names?: readonly string[]): Promise<QueueStatus[]> {
    const queues = await this.#boss.getQueues([...(names ?? this.#queueNames)]);
    return queues.map((queue) => ({
      name: queue.name,
      waiting: queue.readyCount,
      deferred: queue.deferredCount,
      active: queue.activeCount,
      failed: queue.failedCount,
      oldestWaitingSeconds: queue.readyOldestSeconds,
    }));
  }

  /** Jobs in flight on this instance, per queue. */
  activeHere(): Record<string, number> {
    return Object.fromEntries([...this.#runners].map(([name, runner]) => [name, runner.active]));
  }

  /**
   * Takes no more jobs, gives those in flight `graceMs` to finish (the rest are retried later), and
   * stops pg-boss.
   */
  async stop(graceMs = 5_000): Promise<void> {
    await this.#unlisten?.();
    this.#unlisten = null;
    await Promise.all([...this.#runners.values()].map((runner) => runner.stop(graceMs)));
    this.#runners.clear();
    await this.#boss.stop({ graceful: false });
  }

  /** Makes the kind's queue, or brings an existing one's policy up to date (another version made it). */
  async #ensureQueue(kind: Registration, retry: RetryPolicy): Promise<void> {
    const policy = {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: kind.timeoutSeconds + EXPIRY_MARGIN_SECONDS,
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
    };
    if (await this.#boss.getQueue(kind.name)) {
      await this.#boss.updateQueue(kind.name, policy);
      return;
    }
    try {
      await this.#boss.createQueue(kind.name, policy);
    } catch (error) {
      // Another instance starting at the same moment made it first.
      if (!(await this.#boss.getQueue(kind.name))) throw error;
      await this.#boss.updateQueue(kind.name, policy);
    }
  }
}

/**
 * pg-boss's statements through the caller's open transaction (its drizzle adapter). Our `Database`
 * is typed for either driver, so its results are typed loosely; both drivers answer rows as the
 * adapter reads them (an array, or an object with `rows`).
 */
function inTransaction(tx: Database) {
  return fromDrizzle(
    { execute: async (query) => (await tx.execute(query as SQL)) as unknown[] | { rows: unknown[] } },
    sql,
  );
}

/** How pg-boss reaches our database: its own few connections on PostgreSQL, PGlite's one connection. */
function bossConnection(database: DatabaseHandle) {
  const raw = database.rawConnection;
  return "pglite" in raw
    ? { db: fromPglite(raw.pglite), backend: "pglite" as const }
    : { connectionString: raw.connectionString, max: BOSS_CONNECTIONS };
}
