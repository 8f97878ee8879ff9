import { parseArgs } from "node:util";
import { backUpSite, operatorMessage } from "../backup/site-backup";
import { loadConfig } from "../config";

// `pnpm db:backup [file]`: the configured database as plain SQL (and the media files beside it).
try {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0] ?? `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`;
  await backUpSite(loadConfig(), file, console.log);
} catch (error) {
  const message = operatorMessage(error);
  if (message === undefined) throw error;
  console.error(message);
  process.exitCode = 1;
}
