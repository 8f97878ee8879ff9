import { createRequire } from "node:module";
import { type DestinationStream, type Logger, pino } from "pino";
import type { Config } from "./config";
import { LOG_REDACTION } from "./log-redaction";

/**
 * JSON lines for machines (production, or output to a file or pipe); readable colored lines through
 * pino-pretty when a person watches a terminal in development. pino-pretty is a development
 * dependency: where it is not installed, the lines stay JSON. Either way no secret is in a line
 * (log-redaction.ts). Tests give a destination of their own to read the lines.
 */
export function createLogger(
  config: Pick<Config, "production" | "logLevel">,
  destination?: DestinationStream,
  output: { isTTY?: boolean } = process.stdout,
): Logger {
  const options = { level: config.logLevel, ...LOG_REDACTION };
  if (destination) return pino(options, destination);
  const pretty = !config.production && output.isTTY === true && prettyTransportPath();
  if (!pretty) return pino(options);
  return pino({
    ...options,
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
