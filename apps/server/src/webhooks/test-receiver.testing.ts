import http from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the receiver got it: headers and the raw body (signatures are over the raw bytes). */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers one request: a status, and a Location for a redirect. */
export type Answer = { status: number; location?: string };

/**
 * A real HTTP receiver on 127.0.0.1, as a CRM's endpoint: it keeps what arrives, and answers each
 * path with the next of the answers a test queued for it (200 once they run out), or never (`hang`).
 */
export class TestReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly answers = new Map<string, Answer[]>();
  private readonly hanging = new Set<string>();
  /** Requests held back unread while paused (a receiver slow to answer), taken on resume. */
  private held: (() => void)[] | null = null;
  /** Requests to a hanging path whose connection is still open now. */
  open = 0;
  private server: http.Server | undefined;
  port = 0;

  /** `answerDelayMs`: how long it takes to answer each request (a receiver under load). */
  constructor(private readonly options: { answerDelayMs?: number } = {}) {}

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      // Paused: the request waits unread; one whose sender gave up meanwhile is never taken.
      if (this.held) {
        this.held.push(() => {
          if (!request.socket.destroyed) this.take(request, response);
        });
        return;
      }
      this.take(request, response);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Reads a request, keeps it, and answers it (or not, on a hanging path). */
  private take(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
      const kept: ReceivedWebhook = { path, headers, body: Buffer.concat(chunks).toString("utf8") };
      if (this.hanging.has(path)) {
        this.received.push(kept);
        this.open++;
        request.socket.once("close", () => this.open--);
        return;
      }
      const answer = this.answers.get(path)?.shift() ?? { status: 200 };
      const send = () => {
        response.writeHead(answer.status, answer.location ? { location: answer.location } : {});
        response.end("ok");
      };
      const delay = this.options.answerDelayMs;
      if (!delay) {
        this.received.push(kept);
        send();
        return;
      }
      // A slow receiver takes the event when it answers: a sender gone before that (killed) has
      // delivered nothing, so it is not kept.
      setTimeout(() => {
        if (request.socket.destroyed) return;
        this.received.push(kept);
        send();
      }, delay);
    });
  }

  url(path: string) {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Never answers requests to `path`: the connection stays open until the sender gives up. */
  hang(path: string) {
    this.hanging.add(path);
  }

  /** Holds every new request unread until `resume`. */
  pause() {
    this.held ??= [];
  }

  resume() {
    const held = this.held ?? [];
    this.held = null;
    for (const take of held) take();
  }

  /** The answers to the next requests to `path`, in order. */
  answer(path: string, ...answers: Answer[]) {
    this.answers.set(path, answers);
  }

  at(path: string) {
    return this.received.filter((request) => request.path === path);
  }

  /** Waits until `path` has had `count` requests, and answers them. */
  async waitFor(path: string, count = 1, timeoutMs = 20_000): Promise<ReceivedWebhook[]> {
    const started = Date.now();
    while (this.at(path).length < count) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`${path} received ${this.at(path).length} of ${count} requests`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.at(path);
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
