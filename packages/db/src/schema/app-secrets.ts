import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Secrets the server makes for itself on first use and every instance shares (the preview tokens'
// signing key): kept in the database so a token signed by one instance opens on any other.
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
