// Starts the built server for the browser tests on a fresh embedded database, so every run sees
// exactly the demo content.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

delete process.env.DATABASE_URL;
delete process.env.NOTIFY_EMAIL;
// The tests' own SMTP server process (playwright.config.ts), whose mails the tests read.
if (process.env.E2E_SMTP_URL) process.env.SMTP_URL = process.env.E2E_SMTP_URL;
else delete process.env.SMTP_URL;
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "staffing-e2e-"));
process.env.LOG_LEVEL = "warn";
process.env.INQUIRY_RATE_LIMIT_PER_HOUR = "1000";
process.env.APPLICATION_RATE_LIMIT_PER_HOUR = "1000";
// The webhooks screen's test sends events to a receiver it runs on this machine's loopback.
process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
// Every page the tests open counts against one address.
process.env.PAGE_VIEW_RATE_LIMIT_PER_HOUR = "100000";
await import("../apps/server/dist/server.mjs");
