import { DataDirectoryInUse } from "@staffing/db";
import { type Logger, pino } from "pino";
import { ConfigError } from "./config";
import { StartUpError } from "./disk-space";

// In production every line the process writes is a JSON log line that a log collector can parse, the
// warnings Node prints itself and the reason start-up stopped included.

/**
 * Node's own warnings (a dependency calling a deprecated API, ...) as log lines like every other,
 * instead of Node's plain-text `(node:1) [DEP0040] DeprecationWarning: ...` on stderr.
 */
export function logProcessWarnings(logger: Logger): void {
  // Node prints warnings through a listener of its own on this event; ours replaces it.
  process.removeAllListeners("warning");
  process.on("warning", (warning: Error & { code?: string }) => {
    logger.warn({ warning: { name: warning.name, code: warning.code } }, warning.message);
  });
}

export const START_UP_TEXTS = {
  addressInUse: (address: string, port: number) =>
    `${address}:${port} is already in use by another process: stop it, or set PORT (or HOST) to a free one`,
  failed: (reason: string) => `Start-up failed: ${reason}`,
} as const;

/** Why start-up stopped, in one line an operator can act on: never a stack. */
export function startUpFailureMessage(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUse || error instanceof StartUpError)
    return error.message;
  const failure = (error ?? {}) as NodeJS.ErrnoException & { address?: string; port?: number };
  if (failure.code === "EADDRINUSE" && failure.address !== undefined && failure.port !== undefined) {
    return START_UP_TEXTS.addressInUse(failure.address, failure.port);
  }
  const message = error instanceof Error ? error.message : String(error);
  return START_UP_TEXTS.failed(message.split("\n", 1)[0] || "unknown error");
}

/** Says why start-up stopped: a JSON line in production, a plain line for a person at a terminal. */
export function reportStartUpFailure(error: unknown, production: boolean): void {
  const message = startUpFailureMessage(error);
  // pino's default destination writes synchronously, so the line is out before the process exits.
  if (production) pino().fatal(message);
  else console.error(message);
}
