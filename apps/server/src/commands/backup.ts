import { parseArgs } from "node:util";
import { backUpSite } from "../backup/site-backup";
import { loadConfig } from "../config";
import { runCommand } from "./command-failure";

// `pnpm db:backup [file]`: the configured database as plain SQL (and the media files beside it).
await runCommand("pnpm db:backup", async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0] ?? `backup-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`;
  await backUpSite(loadConfig(), file, console.log);
});
