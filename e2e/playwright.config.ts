import { defineConfig, devices } from "@playwright/test";

import { MAIL_HTTP_PORT, MAIL_SMTP_PORT, PORT } from "./tests/ports";

// Debian's Chromium (no browser download on these machines), started the way it works here.
export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  // CI shares a 2-core machine with the database and the server: slow is not wrong, so a test gets
  // room, and one retry (a test that fails twice still fails the run).
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The look first (screenshot baselines of the demo content), then the tests that change content.
  projects: [
    { name: "look", testMatch: /look\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "desktop",
      testIgnore: /look\.spec\.ts/,
      dependencies: ["look"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  // One picture per page and width, whatever the machine's name for itself.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  webServer: [
    // A real SMTP server process receives the site's mails (resets, invites); tests read them.
    {
      command: "node ../apps/server/test-mail-server.mjs",
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`,
      env: { SMTP_PORT: String(MAIL_SMTP_PORT), HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node serve.mjs",
      url: `http://127.0.0.1:${PORT}/readyz`,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
        E2E_SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
