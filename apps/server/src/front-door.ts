import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** Answers a request in full and says so, or leaves it to Fastify (false). */
export type FrontDoorAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The cached public pages, answered the moment a request is read. A cached page is the same bytes
 * for every visitor, so its answer needs none of Fastify's routing, hooks and reply objects: at
 * thousands of pages a second those cost more than sending the page. The public site says how a
 * cached page is answered (`serveWith`), other plugins what it must leave to Fastify (`passWhen`: an
 * address with a redirect); everything else, and everything once a shutdown begins, is Fastify's.
 */
export class FrontDoor {
  #answer: FrontDoorAnswer | null = null;
  readonly #passes: Array<(url: string) => boolean> = [];

  serveWith(answer: FrontDoorAnswer): void {
    this.#answer = answer;
  }

  /** Requests for which `pass(url)` is true go to Fastify. */
  passWhen(pass: (url: string) => boolean): void {
    this.#passes.push(pass);
  }

  /** From a shutdown on, Fastify answers everything (and closes each connection after its answer). */
  close(): void {
    this.#answer = null;
  }

  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const answer = this.#answer;
    if (!answer || (request.method !== "GET" && request.method !== "HEAD")) return false;
    const url = request.url ?? "";
    for (const pass of this.#passes) if (pass(url)) return false;
    return answer(request, response);
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make itself, with the same timeouts,
   * whose requests try the front door first.
   */
  serverFactory = (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: Record<string, unknown>,
  ): Server => {
    const server = createServer((request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    // Fastify's own defaults fill these in (a keep-alive of 72 s); zero leaves Node's.
    const setting = (name: string) => (typeof options[name] === "number" ? options[name] : 0);
    if (setting("keepAliveTimeout")) server.keepAliveTimeout = setting("keepAliveTimeout");
    if (setting("requestTimeout")) server.requestTimeout = setting("requestTimeout");
    if (setting("maxRequestsPerSocket")) server.maxRequestsPerSocket = setting("maxRequestsPerSocket");
    server.setTimeout(setting("connectionTimeout"));
    return server;
  };
}

/**
 * Whether a request came over https, as Fastify's `request.protocol` decides it: the last entry of
 * `X-Forwarded-Proto` when the nearest hop is a trusted proxy, else the socket's own.
 */
export function httpsFrom(trust: false | ((address: string, hop: number) => boolean)) {
  return (request: IncomingMessage): boolean => {
    const forwarded = request.headers["x-forwarded-proto"];
    const trusted = trust !== false && trust(request.socket.remoteAddress ?? "", 0);
    if (typeof forwarded === "string" && forwarded !== "" && trusted)
      return forwarded.split(",").at(-1)?.trim() === "https";
    return "encrypted" in request.socket && request.socket.encrypted === true;
  };
}
