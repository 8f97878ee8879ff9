import { DataDirectoryInUse } from "@staffing/db";
import { pino } from "pino";
import { ConfigError, loadConfig } from "../config";
import { StartUpError } from "../disk-space";
import { openPreparedDatabase } from "../start-up";

// `pnpm db:seed`: migrates, creates the first admin and, in demo mode (SEED_DEMO_CONTENT), seeds the demo
// content if the database is empty.
try {
  const config = loadConfig();
  const database = await openPreparedDatabase(config, pino({ level: "info" }));
  await database.close();
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirectoryInUse || error instanceof StartUpError))
    throw error;
  console.error(error.message);
  process.exitCode = 1;
}
