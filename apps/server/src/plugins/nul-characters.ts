import { fieldName, findNulCharacter, REQUEST_ERROR_MESSAGES } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** A NUL character in a JSON body or a query parameter: a 400 that names the field. */
export class NulCharacterRefused extends Error {
  override name = "NulCharacterRefused";
  readonly statusCode = 400;
  constructor(readonly field: string) {
    super(REQUEST_ERROR_MESSAGES.nulCharacter(field));
  }
}

// PostgreSQL cannot keep a NUL character in text: a value holding one fails its statement, whose
// text and parameters must not reach the client. It is refused at the door for every route; tRPC's
// own procedures refuse it in tRPC's error shape (publicProcedure), so /trpc is left to them.
export const nulCharacters = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.url?.startsWith("/trpc")) return;
    const inQuery = findNulCharacter(request.query);
    if (inQuery) throw new NulCharacterRefused(fieldName(inQuery));
    if (!request.headers["content-type"]?.toLowerCase().includes("json")) return;
    const inBody = findNulCharacter(request.body);
    if (inBody) throw new NulCharacterRefused(fieldName(inBody));
  });
});
