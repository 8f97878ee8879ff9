import type { DatabaseHandle } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJobKind, type JobRun } from "./kind";
import { runs } from "./registration";
import { JobSystem } from "./system";

// The job system on a real database (PGlite, or PostgreSQL with DATABASE_URL), with kinds of its own.

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let database: DatabaseHandle;
let jobs: JobSystem;

interface Seen {
  runs: JobRun<{ n: number; key?: string | undefined }>[];
  running: number;
  mostAtOnce: number;
}
const seen: Record<string, Seen> = {};
const record = (kind: string) => (seen[kind] ??= { runs: [], running: 0, mostAtOnce: 0 });
const data = z.object({ n: z.number(), key: z.string().optional() });
/** Releases the jobs waiting in `held` (the test's hand on a slow receiver). */
const held = new Map<number, () => void>();
// Cleared at the end: the slow key's jobs still waiting start then, and must not hang the stop.
let holding = true;

const quick = defineJobKind({
  name: "test.quick",
  data,
  priority: "prompt",
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  concurrency: 8,
  timeoutSeconds: 10,
  async work(job, deps: { fail: Set<number> }) {
    const kind = record("test.quick");
    kind.runs.push(job);
    kind.running++;
    kind.mostAtOnce = Math.max(kind.mostAtOnce, kind.running);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (deps.fail.has(job.data.n)) throw new Error(`job ${job.data.n} fails`);
    } finally {
      kind.running--;
    }
  },
});

const keyed = defineJobKind({
  name: "test.keyed",
  data,
  priority: "prompt",
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  concurrency: 6,
  timeoutSeconds: 20,
  group: { of: (job) => job.key ?? "none", concurrency: 2 },
  async work(job) {
    const kind = record(`test.keyed:${job.data.key}`);
    kind.runs.push(job);
    kind.running++;
    kind.mostAtOnce = Math.max(kind.mostAtOnce, kind.running);
    try {
      // The slow key's jobs wait until the test lets them go.
      if (job.data.key === "slow" && holding)
        await new Promise<void>((resolve) => held.set(job.data.n, resolve));
    } finally {
      kind.running--;
    }
  },
});

const failing = new Set<number>();

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = new JobSystem({ database, logger: silent, monitorSeconds: 1 });
  await jobs.start([runs(quick, { fail: failing }), runs(keyed, undefined)]);
});
afterAll(async () => {
  holding = false;
  for (const release of held.values()) release();
  await jobs?.stop();
  await database?.close();
});

async function until(check: () => boolean, what: string, timeoutMs = 15_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const numbersRun = (kind: string) => (seen[kind]?.runs ?? []).map((job) => job.data.n);

describe("queueing in the caller's transaction", () => {
  it("works a job once its transaction commits, and never one whose transaction rolled back", async () => {
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, quick, [{ n: 1 }]);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, quick, [{ n: 2 }]);
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    await until(() => numbersRun("test.quick").includes(1), "job 1");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(numbersRun("test.quick").filter((n) => n === 1)).toHaveLength(1);
    expect(numbersRun("test.quick")).not.toContain(2);
  });

  it("refuses data its kind's schema does not accept, and so fails the change that asked for it", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, quick, [{ n: 3 }, { n: "four" as unknown as number }]);
      }),
    ).rejects.toThrow(/expected number/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(numbersRun("test.quick")).not.toContain(3);
  });
});

describe("throughput", () => {
  it("works a burst concurrently, up to the kind's concurrency and no more", async () => {
    const burst = Array.from({ length: 40 }, (_, i) => ({ n: 100 + i }));
    const started = Date.now();
    await database.db.transaction((tx) => jobs.send(tx, quick, burst));
    await until(() => burst.every(({ n }) => numbersRun("test.quick").includes(n)), "the burst");
    // 40 jobs of 50 ms one after another would take 2 s.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen["test.quick"]?.mostAtOnce).toBe(quick.concurrency);
  });
});

describe("retries", () => {
  it("tries a failed job again with the same id and data, counting its attempts, until the last", async () => {
    failing.add(7);
    await database.db.transaction((tx) => jobs.send(tx, quick, [{ n: 7 }]));
    await until(() => numbersRun("test.quick").filter((n) => n === 7).length === 3, "three attempts");
    const attempts = (seen["test.quick"]?.runs ?? []).filter((job) => job.data.n === 7);
    expect(new Set(attempts.map((job) => job.id)).size).toBe(1);
    expect(attempts.map((job) => [job.attempt, job.isLastAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // Given up after the last: counted as failed, tried no more.
    await until(() => false, "nothing", 1500).catch(() => {});
    expect(numbersRun("test.quick").filter((n) => n === 7)).toHaveLength(3);
  });
});

describe("keys of their own", () => {
  it("gives a key that hangs at most its own concurrency, while another key's jobs all run at once", async () => {
    const slow = Array.from({ length: 6 }, (_, i) => ({ n: 200 + i, key: "slow" }));
    const healthy = Array.from({ length: 20 }, (_, i) => ({ n: 300 + i, key: "healthy" }));
    // The slow key's jobs first: they are fetched first, and must not keep the others waiting.
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, keyed, slow);
      await jobs.send(tx, keyed, healthy);
    });
    await until(
      () => healthy.every(({ n }) => numbersRun("test.keyed:healthy").includes(n)),
      "every healthy job",
      5_000,
    );
    expect(seen["test.keyed:slow"]?.mostAtOnce).toBe(2);
    expect(numbersRun("test.keyed:slow")).toHaveLength(2);
    expect(seen["test.keyed:healthy"]?.mostAtOnce).toBeLessThanOrEqual(2);
    // Let the slow key go: its other jobs follow.
    const releaseAll = () => {
      for (const [n, release] of held) {
        held.delete(n);
        release();
      }
    };
    const timer = setInterval(releaseAll, 20);
    try {
      await until(
        () => numbersRun("test.keyed:slow").length === slow.length && seen["test.keyed:slow"]?.running === 0,
        "the slow key's jobs",
      );
    } finally {
      clearInterval(timer);
    }
  });
});

describe("the queues' figures", () => {
  it("counts the jobs waiting and running in a queue, and the age of the oldest waiting", async () => {
    // Five jobs of a key that hangs: two run (its limit), three wait behind them.
    const slow = Array.from({ length: 5 }, (_, i) => ({ n: 400 + i, key: "slow" }));
    await database.db.transaction((tx) => jobs.send(tx, keyed, slow));
    // pg-boss counts the queues every second here (every 15 s in the server).
    let status = await jobs.status([keyed.name]);
    const started = Date.now();
    while (
      ((status[0]?.oldestWaitingSeconds ?? 0) < 3 || status[0]?.waiting !== 3) &&
      Date.now() - started < 15_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = await jobs.status([keyed.name]);
    }
    expect(status[0]).toMatchObject({ name: keyed.name, waiting: 3, active: 2, failed: 0 });
    expect(status[0]?.oldestWaitingSeconds).toBeGreaterThanOrEqual(3);
  });

  it("refuses to queue a kind this process does not work", async () => {
    const stray = defineJobKind({ ...quick, name: "test.stray" });
    await expect(database.db.transaction((tx) => jobs.send(tx, stray, [{ n: 1 }]))).rejects.toThrow(
      "The job kind test.stray is not registered",
    );
  });
});
