import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";

// drizzle applies a migration only if it is later than the last one a database has taken (its
// journal time, not its number): a new migration stamped earlier than an applied one is skipped for
// good on every existing database, while fresh ones (and tests) take it. The journal must go forward.
describe("the migrations' journal", () => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; when: number; tag: string }[];
  };

  it("stamps each migration later than the one before it, so an existing database takes every new one", () => {
    for (const [index, entry] of journal.entries.entries()) {
      expect(entry.idx, entry.tag).toBe(index);
      const previous = journal.entries[index - 1];
      if (previous) expect(entry.when, `${entry.tag} after ${previous.tag}`).toBeGreaterThan(previous.when);
    }
  });

  it("names a SQL file for every entry", () => {
    for (const entry of journal.entries) {
      expect(() => readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`))).not.toThrow();
    }
  });
});
