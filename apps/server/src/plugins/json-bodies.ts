import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// supabase-js sends an empty body with a JSON content type on sign-out; Fastify's parser refuses
// that. An empty body reads as no body; anything else goes through Fastify's own safe parser.
export const jsonBodies = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, undefined);
    parse(request, text, done);
  });
});
