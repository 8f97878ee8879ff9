import net, { type Socket } from "node:net";
import { MAILS_PER_RECIPIENT_PER_DAY } from "@staffing/mail";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createVisitorLimits } from "./rate-limits";
import { freePort } from "./testing";

// Redis going away: limits go on in memory, and the log says so once an outage, not once a request.

const REDIS = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");

/** A door to Redis that a test can shut (every connection cut, nobody let in) and open again. */
class RedisDoor {
  private server: net.Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(readonly port: number) {}

  async open() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(REDIS.port || 6379), REDIS.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, "127.0.0.1", resolve));
  }

  async shut() {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const redisUp = await new Promise<boolean>((resolve) => {
  const probe = net.connect(Number(REDIS.port || 6379), REDIS.hostname);
  probe.on("connect", () => resolve(true)).on("error", () => resolve(false));
  probe.setTimeout(1000, () => resolve(false));
}).finally(() => {});

describe.skipIf(!redisUp)("rate limits when Redis goes away", () => {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let door: RedisDoor;
  let visitorLimits: ReturnType<typeof createVisitorLimits>;
  const said = (text: string) => lines.filter((line) => line.msg.startsWith(text)).length;

  beforeAll(async () => {
    door = new RedisDoor(await freePort());
    await door.open();
    visitorLimits = createVisitorLimits(
      loadConfig({ REDIS_URL: `redis://127.0.0.1:${door.port}`, INQUIRY_RATE_LIMIT_PER_HOUR: "3" }),
      logger,
    );
  });
  afterAll(async () => {
    await visitorLimits?.close().catch(() => {});
    await door?.shut().catch(() => {});
  });

  it("logs the outage once and its end once, and keeps limiting in memory meanwhile", async () => {
    const client = `10.0.0.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    expect(await visitorLimits.publicWrites.inquiry.consume(`${client}-before`)).toBeNull();

    await door.shut();
    // Many calls and several reconnection attempts (ioredis retries within a second or two).
    const answers = [];
    for (let call = 0; call < 4; call++)
      answers.push(await visitorLimits.publicWrites.inquiry.consume(client));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (let call = 0; call < 10; call++)
      await visitorLimits.publicWrites.newsletter.consume(`${client}-n${call}`);
    // Three an hour: the fourth is refused, counted in this instance's memory.
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(answers[3]).toBeGreaterThan(0);
    expect(said("Redis is unreachable")).toBe(1);

    await door.open();
    await until(() => said("Redis is back") === 1);

    // A second outage is news again, once.
    await door.shut();
    await until(() => said("Redis is unreachable") === 2);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(said("Redis is unreachable")).toBe(2);
    expect(lines.filter((line) => line.level >= 40)).toHaveLength(2);
  }, 30_000);
});

describe.skipIf(!redisUp)("mails per recipient, with several instances on one Redis", () => {
  it(`admit ${MAILS_PER_RECIPIENT_PER_DAY} mails of a kind to an address a day, counted once for all instances`, async () => {
    const config = loadConfig({ REDIS_URL: REDIS.toString() });
    const silent = pino({ level: "silent" });
    const instances = [createVisitorLimits(config, silent), createVisitorLimits(config, silent)];
    // Until its connection is up an instance counts in its own memory; a local Redis is there at once.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      const address = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const admitted = [];
      for (let i = 0; i < MAILS_PER_RECIPIENT_PER_DAY + 2; i++) {
        const instance = instances[i % 2];
        // The address in any letter case is the same recipient.
        const recipient = i === 1 ? address.toUpperCase() : address;
        admitted.push(await instance?.mailsPerRecipient.admit("newsletter-confirmation", recipient));
      }
      expect(admitted).toEqual([...Array(MAILS_PER_RECIPIENT_PER_DAY).fill(true), false, false]);
      // Each kind has its own allowance, and so has every other address.
      expect(await instances[0]?.mailsPerRecipient.admit("password-recovery", address)).toBe(true);
      expect(await instances[1]?.mailsPerRecipient.admit("newsletter-confirmation", `other-${address}`)).toBe(
        true,
      );
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});
