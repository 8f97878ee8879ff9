import { pino } from "pino";
import { loadConfig } from "../config";
import { openPreparedDatabase } from "../start-up";

// `pnpm db:seed`: migrates, creates the first admin and seeds the demo content if the database is empty.
const config = loadConfig();
const database = await openPreparedDatabase(config, pino({ level: "info" }));
await database.close();
