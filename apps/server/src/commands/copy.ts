import { parseArgs } from "node:util";
import { copySite } from "../backup/site-backup";
import { BACKUP_TEXTS } from "../backup/texts";
import { loadConfig } from "../config";
import { runCommand } from "./command-failure";

// `pnpm db:copy --to postgres://...`: moves the embedded database (and media) to PostgreSQL.
await runCommand("pnpm db:copy", async () => {
  const { values } = parseArgs({ options: { to: { type: "string" } } });
  if (!values.to) {
    console.error(BACKUP_TEXTS.copyUsage);
    process.exitCode = 1;
  } else {
    await copySite(loadConfig(), values.to, console.log);
  }
});
