import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface SecurityOptions {
  /** Origins allowed to call the API from a browser; empty keeps CORS closed. */
  corsOrigins: string[];
  /** A hosted sign-in provider the browser talks to, allowed by connect-src. */
  authProviderOrigin?: string | undefined;
  /** Vite's hot-update socket in development. */
  devConnectSources?: string[];
}

// Features no page of ours uses; denying them limits what injected content could do.
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/**
 * Security headers on every answer: a strict Content-Security-Policy whose scripts and styles need
 * the per-request nonce (reply.cspNonce), no framing, no plugins, no <base>; HSTS over https only.
 */
export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // MUI writes a few style attributes (CSS variables, the textarea sizer). Attributes cannot run
        // script; <style> elements still need the nonce.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...(options.authProviderOrigin ? [options.authProviderOrigin] : []),
          ...(options.devConnectSources ?? []),
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Set below, and only when the request came over https.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onSend", async (request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  });

  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    methods: ["GET", "POST", "PUT", "DELETE"],
    maxAge: 600,
  });
});
