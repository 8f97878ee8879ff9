import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { scrubSecrets } from "./log-redaction";

/**
 * One log line per request, when it is answered, instead of Fastify's "incoming request" and
 * "request completed" pair. reply.log carries the request id (reqId), as does every line our code
 * logs through request.log while the request runs. The address is logged without its secrets
 * (tokens and codes in the query, preview tokens in the path), whatever logger the app was given.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: scrubSecrets(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method, url: scrubSecrets(request.url) }, "route not found");
  }
}
