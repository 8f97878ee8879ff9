import { parseArgs } from "node:util";
import { restoreSite } from "../backup/site-backup";
import { BACKUP_TEXTS } from "../backup/texts";
import { loadConfig } from "../config";
import { runCommand } from "./command-failure";

// `pnpm db:restore <file> [--replace]`: a backup into the configured database and media library.
await runCommand("pnpm db:restore", async () => {
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
});
