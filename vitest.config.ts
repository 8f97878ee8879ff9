import { defineConfig } from "vitest/config";

// One run for every package's tests. Each test file gets its own throwaway database
// (PGlite in memory, or a new database on DATABASE_URL's server).

// Tests that never open a database: CI's second pass (on PGlite, after the PostgreSQL pass) leaves
// them out (`pnpm test:db`). Any other test file counts as one that does.
const DATABASE_FREE = [
  "apps/web/src/**/*.test.{ts,tsx}",
  "packages/shared/src/**/*.test.ts",
  "packages/api/src/services/document-kinds.test.ts",
  "packages/api/src/services/html.test.ts",
  "packages/api/src/services/redirects.test.ts",
  "packages/db/src/migrations.test.ts",
  "packages/mail/src/templates.test.ts",
  "packages/mail/src/jobs.test.ts",
  "apps/server/src/runtime-settings.test.ts",
  "apps/server/src/declared-dependencies.test.ts",
];

export default defineConfig({
  // Each file's imports through its own tsconfig's paths (apps/web's `~/...`), as Vite builds them.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "database",
          include: [
            "{apps,packages}/*/src/**/*.test.{ts,tsx}",
            // Black-box scenarios (outages, hostile requests, several instances, start-up) and packed packages.
            "{apps,packages}/*/test/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: [...DATABASE_FREE, "**/node_modules/**"],
        },
      },
      { extends: true, test: { name: "database-free", include: DATABASE_FREE } },
      // The production image's build, replayed (docker/build-replay.ts): started on PGlite and, with
      // DATABASE_URL, on PostgreSQL in one run, so CI's second pass leaves it out too.
      { extends: true, test: { name: "image", include: ["docker/**/*.test.ts"] } },
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: more workers only make the databases compete.
    maxWorkers: 2,
  },
});
