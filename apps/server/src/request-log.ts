import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, when it is answered, instead of Fastify's "incoming request" and
 * "request completed" pair. reply.log carries the request id (reqId), as does every line our code
 * logs through request.log while the request runs.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
}
