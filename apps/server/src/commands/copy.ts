import { parseArgs } from "node:util";
import { copySite, operatorMessage } from "../backup/site-backup";
import { BACKUP_TEXTS } from "../backup/texts";
import { loadConfig } from "../config";

// `pnpm db:copy --to postgres://...`: moves the embedded database (and media) to PostgreSQL.
try {
  const { values } = parseArgs({ options: { to: { type: "string" } } });
  if (!values.to) {
    console.error(BACKUP_TEXTS.copyUsage);
    process.exitCode = 1;
  } else {
    await copySite(loadConfig(), values.to, console.log);
  }
} catch (error) {
  const message = operatorMessage(error);
  if (message === undefined) throw error;
  console.error(message);
  process.exitCode = 1;
}
