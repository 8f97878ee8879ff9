// PostgreSQL's unique_violation, as both drivers report it (possibly wrapped by drizzle).
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "code" in current && current.code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// Network failures and postgres.js's own connection errors.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // too_many_connections: every slot of the server is taken, for now.
  "53300",
]);
// SQLSTATE classes: 08 connection exception; 57P operator intervention (admin_shutdown,
// crash_shutdown, cannot_connect_now: "the database system is not accepting connections" while it
// starts, stops or recovers, and a backend ended by pg_terminate_backend).
const UNAVAILABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[1-5])$/;
// What drivers say without a code (node-postgres, and postgres.js on a dropped socket).
const UNAVAILABLE_MESSAGES =
  /not accepting connections|connection terminated|terminating connection|server closed the connection|timeout exceeded when trying to connect|connection (?:is )?(?:closed|ended|destroyed)/i;

/** Whether an error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  // Bounded: causes and an AggregateError's errors (one per address tried) may nest.
  for (let seen = 0; pending.length && seen < 20; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== "object") continue;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    // (Not the message of a failed query: it quotes the statement's parameters, anyone's text.)
    if (typeof message === "string" && !("query" in current) && UNAVAILABLE_MESSAGES.test(message)) {
      return true;
    }
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
