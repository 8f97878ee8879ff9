import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { edgePurgeJobs, webhookDeliveryJobs } from "@staffing/api";
import { createUser } from "@staffing/auth";
import { type DatabaseHandle, openDatabase } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import type { JobKind, Jobs, RetryPolicy } from "@staffing/jobs";
import { accountMailJobs, siteMailJobs } from "@staffing/mail";
import type { UserRole } from "@staffing/shared";
import { pino } from "pino";
import { type AppOptions, buildApp } from "./app";
import { DEV_ANON_KEY, loadConfig } from "./config";
import { loadWebBuild, type WebBuild } from "./routes/public-site";
import { prepareDatabase } from "./start-up";

export const TEST_ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };

/**
 * A real server on a free loopback port, on its own throwaway database, prepared as at start-up
 * (migrations, first admin, demo content).
 */
export async function startTestServer(
  options: {
    env?: Record<string, string | undefined>;
    /** Join an existing database instead of a new one: a second instance of the same site. */
    databaseUrl?: string;
    /** Serve the built public site too (needs `pnpm build`), or this web app. */
    withWebsite?: boolean | WebBuild;
    /** Listen on this port (from freePort), when another server must know the address first. */
    port?: number;
    /** Every mail's retries, in place of the mail kinds' own (a test's mail server may be down a while). */
    retryPolicy?: RetryPolicy;
    webhookRetryPolicy?: RetryPolicy;
    /** The edge purges' retries, in place of the kind's own (a test's edge may refuse a while). */
    edgePurgeRetryPolicy?: RetryPolicy;
    /** The clock that disables a failing webhook. */
    webhookClock?: () => Date;
  } & Pick<AppOptions, "throttlePolicy" | "metrics" | "logger" | "freeSpaceProbe" | "jobMonitorSeconds"> = {},
) {
  const database: DatabaseHandle & { url?: string } = options.databaseUrl
    ? { ...(await openDatabase({ url: options.databaseUrl, maxConnections: 5 })), url: options.databaseUrl }
    : await createTestDatabase();
  // The port is chosen first, so the site's own address (the base of e-mailed links) is the real one.
  const port = options.port ?? (await freePort());
  // The media library's files, in a directory of this server's own (unless a test says otherwise).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "staffing-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...options.env,
  });
  await prepareDatabase(database, config, pino({ level: "silent" }));
  let startedJobs: Jobs | undefined;
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? pino({ level: "silent" }),
    metrics: options.metrics,
    throttlePolicy: options.throttlePolicy,
    freeSpaceProbe: options.freeSpaceProbe,
    jobMonitorSeconds: options.jobMonitorSeconds,
    jobs: {
      retryOverrides: {
        ...(options.retryPolicy && {
          [accountMailJobs.name]: options.retryPolicy,
          [siteMailJobs.name]: options.retryPolicy,
        }),
        ...(options.webhookRetryPolicy && { [webhookDeliveryJobs.name]: options.webhookRetryPolicy }),
        ...(options.edgePurgeRetryPolicy && { [edgePurgeJobs.name]: options.edgePurgeRetryPolicy }),
      },
      webhookClock: options.webhookClock,
      onStarted: (jobs) => {
        startedJobs = jobs;
      },
    },
    web:
      typeof options.withWebsite === "object"
        ? options.withWebsite
        : options.withWebsite
          ? await loadWebBuild()
          : undefined,
  });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    app,
    config,
    database,
    db: database.db,
    databaseUrl: database.url,
    url: `http://127.0.0.1:${port}`,
    /** Queues one run of a scheduled kind now, as its cron tick would (a test does not wait for the tick). */
    runScheduled: async <Data, Deps>(kind: JobKind<Data, Deps>) => {
      if (!kind.schedule || !startedJobs)
        throw new Error(`${kind.name} is not a scheduled kind of this server`);
      await startedJobs.send(database.db, kind as JobKind<Data, never>, [kind.schedule.data]);
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Signs in at the embedded provider, as supabase-js would, and returns the access token. */
export async function accessToken(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.app.inject({
    method: "POST",
    url: "/auth/v1/token?grant_type=password",
    headers: { apikey: DEV_ANON_KEY },
    payload: { email, password },
  });
  return (response.json() as { access_token: string }).access_token;
}

/**
 * An access token for each role: the first admin's, and those of an editor, an SEO manager and a recruiter
 * created here with `password`.
 */
export async function tokensForEveryRole(
  server: TestServer,
  password: string,
): Promise<Record<UserRole, string>> {
  await createUser(server.db, { email: "editor@example.com", username: "editor", role: "editor", password });
  await createUser(server.db, { email: "seo@example.com", username: "seo", role: "seo_manager", password });
  await createUser(server.db, {
    email: "recruiter@example.com",
    username: "recruiter",
    role: "recruiter",
    password,
  });
  return {
    admin: await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password),
    editor: await accessToken(server, "editor@example.com", password),
    seo_manager: await accessToken(server, "seo@example.com", password),
    recruiter: await accessToken(server, "recruiter@example.com", password),
  };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A mail as the test SMTP server received and parsed it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  headers: Record<string, string>;
}

/** The server's entry, for tests that start it as a process of its own (`node --import tsx`). */
export const SERVER_ENTRY = path.join(import.meta.dirname, "server.ts");

/**
 * The real server as a process of its own, as `pnpm start` runs it, on `port` with `env` over this
 * process's: resolves once /readyz answers 200 (start-up has migrated and seeded by then).
 */
export async function startServerProcess(port: number, env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = once(child, "exit");
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    (await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    )) !== 200
  ) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error("the server exited during start-up");
    if (Date.now() - started > 180_000) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    url,
    /** kill -9: the process ends at once, mid-work, as on a crash. */
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

const MAIL_SERVER_SCRIPT = new URL("../test-mail-server.mjs", import.meta.url);

/**
 * A real SMTP server in a process of its own (test-mail-server.mjs): the site sends to it over
 * SMTP, and the test reads what arrived. It can be stopped and started again on the same port, as
 * a mail server that goes down for a while.
 */
export class TestMailServer {
  private child: ChildProcess | undefined;
  smtpPort = 0;
  private httpPort = 0;

  /** `delayMs`: how long it takes to accept each mail (a mail server under load). */
  constructor(private readonly options: { delayMs?: number } = {}) {}

  get smtpUrl() {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  async start(): Promise<this> {
    const child = spawn(process.execPath, [MAIL_SERVER_SCRIPT.pathname], {
      env: {
        ...process.env,
        SMTP_PORT: String(this.smtpPort),
        HTTP_PORT: String(this.httpPort),
        DELAY_MS: String(this.options.delayMs ?? 0),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    this.child = child;
    const [line] = (await once(
      createInterface({ input: child.stdout as NodeJS.ReadableStream }),
      "line",
    )) as [string];
    const ports = JSON.parse(line) as { smtpPort: number; httpPort: number };
    this.smtpPort = ports.smtpPort;
    this.httpPort = ports.httpPort;
    return this;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  }

  /** Every mail so far (to `to` only, when given), oldest first. */
  async messages(to?: string): Promise<ReceivedMail[]> {
    const query = to ? `?to=${encodeURIComponent(to)}` : "";
    const response = await fetch(`http://127.0.0.1:${this.httpPort}/messages${query}`);
    return (await response.json()) as ReceivedMail[];
  }

  /** Holds every new mail before its data is sent, until `resume`: a mail server slow to answer. */
  async pause(): Promise<void> {
    await fetch(`http://127.0.0.1:${this.httpPort}/pause`, { method: "POST" });
  }

  async resume(): Promise<void> {
    await fetch(`http://127.0.0.1:${this.httpPort}/resume`, { method: "POST" });
  }

  /** How many mails arrived (to `to` only, when given): cheap when thousands did. */
  async count(to?: string): Promise<number> {
    const query = to ? `?to=${encodeURIComponent(to)}` : "";
    return (await (await fetch(`http://127.0.0.1:${this.httpPort}/count${query}`)).json()) as number;
  }

  /** Runs `action` and answers the first mail matching `match` that arrives after it. */
  async nextMail(
    match: (mail: ReceivedMail) => boolean,
    action: () => Promise<unknown>,
  ): Promise<ReceivedMail> {
    const before = (await this.messages()).filter(match).length;
    await action();
    const started = Date.now();
    for (;;) {
      const found = (await this.messages()).filter(match)[before];
      if (found) return found;
      if (Date.now() - started > 15_000) throw new Error("timed out waiting for a mail");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The first mail (oldest first) that satisfies `match`, waiting for it to arrive. */
  async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
    const started = Date.now();
    for (;;) {
      const found = (await this.messages()).find(match);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for a mail");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The first absolute link in a mail's text that contains `part`. */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${mail.subject}"`);
  return link;
}

/** A multipart/form-data body as a browser's FormData sends it: text fields and one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; bytes: Uint8Array },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----staffing-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Forwards connections to PostgreSQL until stopped; can start again on the same port. */
/**
 * A throwaway database on the PostgreSQL server, reached through a proxy the test can close and
 * reopen: an outage on demand. `url` goes through the proxy; `database` connects directly.
 */
export async function databaseBehindProxy() {
  const database = await createTestDatabase();
  const direct = new URL(database.url ?? "");
  const proxy = new PostgresProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.start();
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);
  return { database, proxy, url: viaProxy.toString() };
}

export class PostgresProxy {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async start(port = 0) {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(socket);
        // As one TCP connection: when PostgreSQL's side goes (pg_terminate_backend, a reset), the
        // client's goes too, after what was already sent; a pipe alone leaves it open on an error.
        socket.on("close", () => {
          this.sockets.delete(socket);
          other.end();
        });
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
