import { createRequire } from "node:module";
import { type Logger, pino } from "pino";
import type { Config } from "./config";

/**
 * JSON lines for machines (production, or output to a file or pipe); readable colored lines through
 * pino-pretty when a person watches a terminal in development. pino-pretty is a development
 * dependency: where it is not installed, the lines stay JSON.
 */
export function createLogger(config: Config, output: { isTTY?: boolean } = process.stdout): Logger {
  const pretty = !config.production && output.isTTY === true && prettyTransportPath();
  if (!pretty) return pino({ level: config.logLevel });
  return pino({
    level: config.logLevel,
    transport: { target: pretty, options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" } },
  });
}

function prettyTransportPath(): string | false {
  try {
    return createRequire(import.meta.url).resolve("pino-pretty");
  } catch {
    return false;
  }
}
