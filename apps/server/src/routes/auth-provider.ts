import {
  AuthProviderError,
  EMBEDDED_PROVIDER_SETTINGS,
  type EmbeddedAuthProvider,
  otpDisabled,
  PROVIDER_HEALTH,
  reauthenticationNotSent,
  resend,
  SignInUnavailable,
  signupDisabled,
} from "@staffing/auth";
import { isDatabaseUnavailable } from "@staffing/db";
import { REQUEST_ERROR_MESSAGES } from "@staffing/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NulCharacterRefused } from "../plugins/nul-characters";

// supabase-js reads error codes from the body's "code" when the answer names this API version.
const API_VERSION = "2024-01-01";

interface Options {
  provider: EmbeddedAuthProvider;
  anonKey: string;
}

const bearer = (request: FastifyRequest) => request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;
const body = (request: FastifyRequest) =>
  (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });
const factorId = (request: FastifyRequest) => (request.params as { factorId: string }).factorId;

// The e-mailed link is opened by a mail client's browser, which sends no api key (as at Supabase,
// where /verify is open).
const OPEN_ROUTES = new Set(["GET /verify"]);

/**
 * The embedded sign-in provider under /auth/v1, speaking the Supabase Auth (GoTrue) wire protocol
 * for what the admin panel uses.
 */
export async function authProviderRoutes(app: FastifyInstance, { provider, anonKey }: Options) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-supabase-api-version", API_VERSION);
    reply.header("cache-control", "no-store");
    if (OPEN_ROUTES.has(`${request.method} ${request.routeOptions.url?.replace(/^\/auth\/v1/, "")}`)) return;
    const key = request.headers.apikey ?? query(request).apikey;
    if (!key) throw new AuthProviderError(401, "no_api_key", "No API key found in request");
    // As at Supabase, a server may send its service role key as the api key.
    if (key !== anonKey && !(typeof key === "string" && provider.isServiceRoleKey(key))) {
      throw new AuthProviderError(401, "invalid_api_key", "Invalid API key");
    }
  });

  app.setErrorHandler((error, request, reply) => sendAuthError(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    sendAuthError(new AuthProviderError(404, "not_found", "Not found"), request, reply),
  );

  app.post("/token", async (request) => {
    const grantType = query(request).grant_type;
    if (grantType === "password") return provider.signInWithPassword(body(request), client(request));
    if (grantType === "refresh_token") return provider.refresh(body(request).refresh_token);
    throw new AuthProviderError(400, "unsupported_grant_type", "Unsupported grant type");
  });

  app.get("/user", async (request) => provider.getUser(bearer(request)));
  app.put("/user", async (request) => provider.updateUser(bearer(request), body(request), client(request)));

  app.post("/logout", async (request, reply) => {
    await provider.logout(bearer(request), query(request).scope);
    return reply.status(204).send();
  });

  app.post("/invite", async (request) =>
    provider.invite(bearer(request), body(request), query(request).redirect_to),
  );

  app.post("/recover", async (request) =>
    provider.recover(body(request), query(request).redirect_to, client(request)),
  );
  app.get("/verify", async (request, reply) =>
    reply.redirect(await provider.verifyLink(query(request), client(request)), 303),
  );
  app.post("/verify", async (request) => provider.verifyOtp(body(request), client(request)));

  app.post("/factors", async (request) => provider.enrollFactor(bearer(request), body(request)));
  app.post("/factors/:factorId/challenge", async (request) =>
    provider.challengeFactor(bearer(request), factorId(request), client(request)),
  );
  app.post("/factors/:factorId/verify", async (request) =>
    provider.verifyFactor(bearer(request), factorId(request), body(request), client(request)),
  );
  app.delete("/factors/:factorId", async (request) =>
    provider.unenrollFactor(bearer(request), factorId(request)),
  );

  // The calls this site does not use, answered as a hosted project set up like it (no sign-up, no
  // passwordless sign-in, no phone) answers them.
  app.post("/signup", async () => {
    throw signupDisabled();
  });
  app.post("/otp", async () => {
    throw otpDisabled();
  });
  app.post("/resend", async (request) => resend(body(request)));
  app.get("/reauthenticate", async (request) => {
    await provider.getUser(bearer(request));
    throw reauthenticationNotSent();
  });
  app.get("/health", async () => PROVIDER_HEALTH);

  // supabase-js and Supabase's tools read which sign-in methods are on from here.
  app.get("/settings", async () => EMBEDDED_PROVIDER_SETTINGS);

  app.get("/.well-known/jwks.json", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=600");
    return provider.jwks();
  });
}

function sendAuthError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AuthProviderError) {
    if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
    return reply.status(error.status).send({ code: error.code, message: error.message, ...error.details });
  }
  // An outage is a 503: supabase-js retries it and keeps the session (a 4xx would sign out).
  if (error instanceof SignInUnavailable || isDatabaseUnavailable(error)) {
    reply.header("retry-after", "5");
    return reply.status(503).send({
      code: "service_unavailable",
      message: "The sign-in service is not reachable. Try again shortly.",
    });
  }
  if (error instanceof NulCharacterRefused) {
    return reply.status(400).send({ code: "validation_failed", message: error.message });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    const message = status === 413 ? "The request body is too large." : "The request is not valid.";
    return reply.status(status).send({ code: "validation_failed", message });
  }
  request.log.error({ err: error }, "sign-in provider failed");
  return reply
    .status(500)
    .send({ code: "unexpected_failure", message: REQUEST_ERROR_MESSAGES.unexpected, requestId: request.id });
}
