import { defineConfig } from "vitest/config";

// One run for every package's tests. Each test file gets its own throwaway database
// (PGlite in memory, or a new database on DATABASE_URL's server).
export default defineConfig({
  test: {
    include: ["{apps,packages}/*/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only make the databases compete.
    maxWorkers: 2,
  },
});
