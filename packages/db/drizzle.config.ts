import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/schema, committed, and applied at start-up by the server.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./drizzle",
});
