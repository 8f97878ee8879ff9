import { openDatabase } from "@staffing/db";
import { loadConfig } from "../config";

// `pnpm db:migrate`: applies the committed migrations to the configured database and stops.
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.driver}).`);
