import { DataDirectoryInUse, openDatabase } from "@staffing/db";
import { ConfigError, loadConfig } from "../config";

// `pnpm db:migrate`: applies the committed migrations to the configured database and stops.
try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.driver}).`);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirectoryInUse)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
