import { parseArgs } from "node:util";
import { operatorMessage, restoreSite } from "../backup/site-backup";
import { BACKUP_TEXTS } from "../backup/texts";
import { loadConfig } from "../config";

// `pnpm db:restore <file> [--replace]`: a backup into the configured database and media library.
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: "boolean", default: false } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(BACKUP_TEXTS.restoreUsage);
    process.exitCode = 1;
  } else {
    await restoreSite(loadConfig(), file, { replace: values.replace }, console.log);
  }
} catch (error) {
  const message = operatorMessage(error);
  if (message === undefined) throw error;
  console.error(message);
  process.exitCode = 1;
}
