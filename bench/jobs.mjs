// Background work that keeps up (issue 32): mails a second into a local SMTP server and webhook
// deliveries a second into a local receiver, per instance, on PostgreSQL and on PGlite. A benchmark,
// not a test: it prints a table, and each row says whether it met its target.
//
//   pnpm build && pnpm --filter @staffing/bench bench:jobs
//   BENCH_ROUNDS=5 BENCH_DATABASES=postgres BENCH_KINDS=mails ... bench:jobs
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" ...   # where the server's time goes
//
// Mails and deliveries are measured apart, each on a server of its own that queues only that work
// (mail: no webhook registered; webhooks: no notification or acknowledgement mail). Each round queues
// a backlog while the far end holds what reaches it (the mail server each mail at its MAIL FROM, the
// receiver each request unread), then lets go: the figure is what the backlog was, over the time from
// letting go to the last arrival. So it measures the instance's job system draining a queue, not how
// fast inquiries can be posted.

import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { createThrowawayDatabase, signIn, startProductionServer } from "./lib/server.mjs";

const PORT = 4330;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASES = (process.env.BENCH_DATABASES ?? "postgres,pglite").split(",");
const KINDS = (process.env.BENCH_KINDS ?? "mails,deliveries").split(",");
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const TARGET_PER_SECOND = 100;
// Inquiries queued per round (fewer when posting them outlasts the hold): each is a notification and
// an acknowledgement (2 mails), or one event to each webhook.
const INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 300);
// Webhooks: each may run 4 deliveries at once across the instances, and an instance runs 16 at once.
const WEBHOOKS = 4;
// Both ends hold the backlog shorter than the sender's patience (nodemailer's 10 s of silence, the
// webhook's 30 s attempt), so nothing times out while it is queued.
const MOST_HOLD_MS = 7_000;
const STAFF = "staff@example.com";

/** A local SMTP server that counts mails by Message-ID and can hold new ones at their MAIL FROM. */
function mailServer() {
  const arrivals = new Map();
  let held = null;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (held) held.push(callback);
      else callback();
    },
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4096) head += chunk.toString();
      });
      stream.on("end", () => {
        const id = head.match(/^message-id:\s*(\S+)/im)?.[1] ?? `unnamed-${arrivals.size}`;
        arrivals.set(id, performance.now());
        callback();
      });
    },
  });
  smtp.on("error", () => {});
  return {
    arrivals,
    async listen() {
      await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
      return `smtp://127.0.0.1:${smtp.server.address().port}`;
    },
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const callback of waiting) callback();
    },
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

/** A local webhook receiver (node:http) that counts deliveries by webhook and webhook-id, and can hold requests unread. */
function webhookReceiver() {
  const arrivals = new Map();
  let held = null;
  const take = (request, response) => {
    request.resume();
    request.on("end", () => {
      // One event carries the same webhook-id to every webhook: a delivery is the pair.
      arrivals.set(`${request.url} ${request.headers["webhook-id"]}`, performance.now());
      response.writeHead(204).end();
    });
  };
  const server = http.createServer((request, response) => {
    if (held) held.push(() => take(request, response));
    else take(request, response);
  });
  return {
    arrivals,
    async listen() {
      await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${server.address().port}`;
    },
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const run of waiting) run();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Posts up to `count` inquiries, 10 at a time, until `deadline`; answers how many were posted. */
async function postInquiries(base, round, count, deadline) {
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const i = next++;
      const response = await fetch(`${base}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Bench ${round}-${i}`, email: `bench-${round}-${i}@example.com` }),
      });
      if (response.status !== 201) throw new Error(`an inquiry was answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return next;
}

/** Waits until `arrivals` holds `expected` entries after `from`, or `timeoutMs`; answers the drain rate. */
async function drained(arrivals, before, expected, releasedAt, timeoutMs = 120_000) {
  while (arrivals.size - before < expected && performance.now() - releasedAt < timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const times = [...arrivals.values()].slice(before);
  const last = Math.max(...times);
  return { count: times.length, perSecond: times.length / ((last - releasedAt) / 1000) };
}

/** `kind`: "mails" or "deliveries", measured on a server that queues only that work. */
async function measure(database, kind) {
  const far = kind === "mails" ? mailServer() : webhookReceiver();
  const farUrl = await far.listen();
  const throwaway = database === "postgres" ? await createThrowawayDatabase("jobs_bench") : null;
  const dataDir = database === "pglite" ? mkdtempSync(path.join(tmpdir(), "bench-jobs-")) : null;
  const perInquiry = kind === "mails" ? 2 : WEBHOOKS;
  const rounds = [];
  let server;
  try {
    server = await startProductionServer({
      port: PORT,
      nodeArgs: NODE_ARGS,
      databaseUrl: throwaway?.url,
      env: {
        ...(dataDir && { DATA_DIR: dataDir }),
        PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
        INQUIRY_RATE_LIMIT_PER_HOUR: "100000000",
        ...(kind === "mails"
          ? { SMTP_URL: farUrl, NOTIFY_EMAIL: STAFF }
          : { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", INQUIRY_ACK_EMAIL: "false" }),
      },
    });
    if (kind === "deliveries") {
      const token = await signIn(server.base);
      for (let w = 0; w < WEBHOOKS; w++) {
        const added = await fetch(`${server.base}/api/admin/webhooks`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ url: `${farUrl}/hook-${w}`, events: ["inquiry.created"] }),
        });
        if (added.status !== 201) throw new Error(`a webhook was answered ${added.status}`);
      }
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const before = far.arrivals.size;
      far.hold();
      const heldAt = performance.now();
      const posted = await postInquiries(server.base, round, INQUIRIES, heldAt + MOST_HOLD_MS - 1_000);
      // The notifier queues its mails a moment after each inquiry: let it catch up, within the hold.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, Math.min(1_000, MOST_HOLD_MS - (performance.now() - heldAt)))),
      );
      const releasedAt = performance.now();
      far.release();
      const drain = await drained(far.arrivals, before, posted * perInquiry, releasedAt);
      rounds.push({ ...drain, load: loadavg()[0] });
      console.log(
        `${database}, ${kind}, round ${round}: ${posted} inquiries, ${drain.count} ${kind} at ${drain.perSecond.toFixed(0)}/s (load ${loadavg()[0].toFixed(2)})`,
      );
    }
  } finally {
    await server?.stop();
    await far.close();
    await throwaway?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return rounds;
}

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0],
    median: sorted[Math.floor(sorted.length / 2)],
    max: sorted.at(-1),
  };
};

const rows = [];
for (const database of DATABASES) {
  for (const kind of KINDS) {
    const rounds = await measure(database, kind);
    const rates = spread(rounds.map((round) => round.perSecond));
    rows.push({
      figure: `${kind === "mails" ? "mails" : "webhook deliveries"} per second, one instance, ${database}`,
      rounds: rounds.length,
      "backlog (min)": Math.min(...rounds.map((round) => round.count)),
      min: Math.round(rates.min),
      median: Math.round(rates.median),
      max: Math.round(rates.max),
      load: `${Math.min(...rounds.map((round) => round.load)).toFixed(1)}-${Math.max(...rounds.map((round) => round.load)).toFixed(1)}`,
      target: `>= ${TARGET_PER_SECOND}`,
      // Met when even the slowest round met it.
      met: rates.min >= TARGET_PER_SECOND,
    });
  }
}
console.log(`\nBackground jobs: a backlog of ${INQUIRIES} inquiries' work drained, ${ROUNDS} rounds`);
console.table(rows);
console.log(
  `Machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}; the mail server, the receiver, PostgreSQL and the server share them.`,
);
