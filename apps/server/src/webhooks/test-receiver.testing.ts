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
 * path with the next of the answers a test queued for it (200 once they run out).
 */
export class TestReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly answers = new Map<string, Answer[]>();
  private server: http.Server | undefined;
  port = 0;

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "/";
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
        this.received.push({ path, headers, body: Buffer.concat(chunks).toString("utf8") });
        const answer = this.answers.get(path)?.shift() ?? { status: 200 };
        response.writeHead(answer.status, answer.location ? { location: answer.location } : {});
        response.end("ok");
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path: string) {
    return `http://127.0.0.1:${this.port}${path}`;
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
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
