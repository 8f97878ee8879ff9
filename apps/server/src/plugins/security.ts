import { randomFillSync } from "node:crypto";
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

export interface SecurityOptions {
  /** Origins allowed to call the API from a browser; empty keeps CORS closed. */
  corsOrigins: string[];
  /** A hosted sign-in provider the browser talks to, allowed by connect-src. */
  authProviderOrigin?: string | undefined;
  /** `pnpm dev`: Vite's hot-update socket, and the styles Vite's client adds to pages. */
  dev?: { connectSources: string[] } | undefined;
}

/** The directives every page of ours shares, whatever allows its scripts and styles. */
function baseDirectives(options: SecurityOptions): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    // Attributes cannot run script: MUI (in the panel) and Radix (in islands) write a few.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      ...(options.authProviderOrigin ? [options.authProviderOrigin] : []),
      ...(options.dev?.connectSources ?? []),
    ],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
  };
}

/**
 * A public page's Content-Security-Policy: its inline scripts and styles are allowed by their hashes,
 * so a cached page is the same bytes for every visitor.
 */
export function pageContentSecurityPolicy(options: SecurityOptions) {
  const base = baseDirectives(options);
  return ({ scripts, styles }: { scripts: string[]; styles: string[] }) =>
    policy({
      ...base,
      "script-src": ["'self'", ...scripts],
      "style-src": ["'self'", ...styles, ...(options.dev ? ["'unsafe-inline'"] : [])],
    });
}

/** This request's nonces: every inline script and style of the page carries the matching one. */
export interface CspNonces {
  script: string;
  style: string;
}

declare module "fastify" {
  interface FastifyReply {
    cspNonce: CspNonces;
  }
}

// Features no page of ours uses; denying them limits what injected content could do.
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** A Content-Security-Policy from our base directives and what may run and style. */
function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Security headers on every answer, by Helmet: no framing, no plugins, no <base>; HSTS over https
 * only; and a strict Content-Security-Policy that allows no inline script or style. An answer that
 * has some asks for this request's nonces (reply.cspNonce), which puts them in its policy; public
 * pages put the hashes of theirs instead. Helmet is configured once here; per request it only
 * writes the headers.
 */
export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  // Helmet's own CSP would be computed on every answer; ours is one string until a nonce is asked for.
  const headers = helmet({
    contentSecurityPolicy: false,
    // Set below, and only when the request came over https.
    strictTransportSecurity: false,
    // Issue 21: a form posted without JavaScript tells which page (and campaign query) it was sent
    // from by its Referer, so the site's own requests carry the full address; a link to another site
    // gets our origin only (never a path or query, which may name a visitor's search), and nothing
    // from https to http. strict-origin-when-cross-origin is exactly that, and browsers' default.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const base = baseDirectives(options);
  const strict = policy({ ...base, "script-src": ["'self'"], "style-src": ["'self'"] });
  const withNonces = ({ script, style }: CspNonces) =>
    policy({
      ...base,
      "script-src": ["'self'", `'nonce-${script}'`],
      "style-src": ["'self'", `'nonce-${style}'`],
    });

  const nonces = new WeakMap<FastifyReply, CspNonces>();
  app.decorateReply("cspNonce", {
    getter(this: FastifyReply) {
      let cspNonce = nonces.get(this);
      if (!cspNonce) {
        cspNonce = { script: newNonce(), style: newNonce() };
        nonces.set(this, cspNonce);
        this.header("content-security-policy", withNonces(cspNonce));
      }
      return cspNonce;
    },
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("content-security-policy", strict);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    methods: ["GET", "POST", "PUT", "DELETE"],
    maxAge: 600,
  });
});

// 128 random bits per nonce, as CSP asks, drawn from a pool filled 256 nonces at a time: one call
// to the system's random source serves many requests.
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

function newNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString("base64", poolOffset - NONCE_BYTES, poolOffset);
}
