import { type LoggerOptions, stdSerializers } from "pino";

/**
 * Logs never hold a secret (DESIGN.md): request lines carried invite, reset, confirmation and
 * unsubscribe tokens, codes and preview tokens in their addresses. Everything a log line holds passes
 * through here: addresses and messages are scrubbed, and secret fields and headers are censored.
 */
export const REDACTED = "[redacted]";

// A query or fragment parameter, or a JSON key (tRPC's GET input is JSON in the query, percent-encoded),
// holds a secret when it is one of these words or ends in `_` and one of them (access_token,
// refresh_token, token_hash, service_role_key, current_password...); a preview address is its token.
// The value runs to the next parameter (or the closing quote). docker/Caddyfile filters its access
// log with this very pattern (RE2 reads it alike); a test holds the two together.
const SECRET_NAME = String.raw`(?:[\w.-]*_)?(?:token|code|secret|key|apikey|password|signature)(?:_hash)?`;
const SECRET_VALUE = String.raw`(?:[^&#?"%\s]|%(?:[013-9A-Fa-f][0-9A-Fa-f]|2[013-9A-Fa-f]))*`;
export const SECRET_IN_ADDRESS = `((?i:[?&;#]${SECRET_NAME}=|/preview/|(?:"|%22)${SECRET_NAME}(?:"|%22)(?::|%3A)(?:"|%22)?))${SECRET_VALUE}`;
const SECRETS_IN_ADDRESSES = new RegExp(SECRET_IN_ADDRESS, "g");
// Credentials inside a URL (smtp://user:password@host).
const URL_CREDENTIALS = /(\b[a-z][\w+.-]*:\/\/[^/\s:@]+:)[^/\s@]+@/gi;

/** The text with every secret in the addresses it holds replaced by [redacted]. */
export function scrubSecrets(text: string): string {
  return text.replace(SECRETS_IN_ADDRESSES, `$1${REDACTED}`).replace(URL_CREDENTIALS, `$1${REDACTED}@`);
}

// Fields censored wherever they appear, up to three levels down (a header object inside `req`, a
// body inside an error's details). `code` is not among them: error codes are what a log is read for.
// Checked by our own walk in `formatters.log`: pino's `redact` with wildcard paths parsed its paths
// again for every line, some 10% of the server's time on a cached page.
const SECRET_FIELDS = new Set([
  "password",
  "current_password",
  "token",
  "token_hash",
  "access_token",
  "refresh_token",
  "secret",
  "apikey",
  "authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
  "proxy-authorization",
]);

/** The fields with every secret field censored, copied only where one is found. */
function censorFields(fields: Record<string, unknown>, depth: number): Record<string, unknown> {
  let censored: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(fields)) {
    let next = value;
    if (SECRET_FIELDS.has(name.toLowerCase())) next = REDACTED;
    else if (typeof value === "string" && depth === 0) next = scrubSecrets(value);
    else if (
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      depth < 2 &&
      !(value instanceof Error)
    )
      next = censorFields(value as Record<string, unknown>, depth + 1);
    if (next !== value) {
      censored ??= { ...fields };
      censored[name] = next;
    }
  }
  return censored ?? fields;
}

// A failed statement's error (drizzle's "Failed query: ...\nparams: ...") names its parameters, which
// may be a token, a key or a password's hash: the statement is kept, its parameters are not.
const QUERY_PARAMETERS = /(\nparams: )[\s\S]*?(?=\n\s+at |$)/g;
const PARAMETER_FIELDS = new Set(["params", "parameters", "args"]);

function scrubError(serialized: Record<string, unknown>, depth = 0): Record<string, unknown> {
  for (const [name, value] of Object.entries(serialized)) {
    if (PARAMETER_FIELDS.has(name)) serialized[name] = REDACTED;
    else if (typeof value === "string") {
      serialized[name] = scrubSecrets(value.replace(QUERY_PARAMETERS, `$1${REDACTED}`));
    } else if (value && typeof value === "object" && depth < 5) {
      // The cause, and the errors of an AggregateError.
      scrubError(value as Record<string, unknown>, depth + 1);
    }
  }
  return serialized;
}

interface SerializedRequest {
  method?: string;
  url?: string;
}

/** What every logger of the server is made with, besides its level and destination. */
export const LOG_REDACTION = {
  serializers: {
    // Fastify's own request lines (an error handled by its default handler) carry the address.
    req: (request: SerializedRequest & { ip?: string }) => ({
      method: request.method,
      url: request.url === undefined ? undefined : scrubSecrets(request.url),
      remoteAddress: request.ip,
    }),
    err: (error: Error) => scrubError(stdSerializers.err(error)),
  },
  formatters: {
    // Any address our code logs as a field (url, link, target...), and any secret field.
    log: (fields: Record<string, unknown>) => censorFields(fields, 0),
  },
  hooks: {
    // The message itself ("Route GET:/x?token=... not found").
    logMethod(args, method) {
      for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (typeof arg === "string") args[i] = scrubSecrets(arg);
      }
      method.apply(this, args);
    },
  },
} satisfies Partial<LoggerOptions>;
