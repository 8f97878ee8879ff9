import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CACHES } from "./index";

// The one list of caches stays true: each names a file that exists, and the architecture page's
// "Caches" table has a row for each.
const root = new URL("../../../../", import.meta.url);
const architecture = readFileSync(new URL("docs/architecture.md", root), "utf8");
const cachesSection = architecture.slice(
  architecture.indexOf("## Caches"),
  architecture.indexOf("\n## ", architecture.indexOf("## Caches") + 1),
);

describe("the caches module", () => {
  it.each(CACHES.map((cache) => [cache.name, cache]))("names %s by a file that exists", (_name, cache) => {
    const file = cache.home.split(" ")[0] ?? "";
    const path = file.includes("/") ? file : `apps/server/src/caches/${file}`;
    expect(existsSync(new URL(path, root)), path).toBe(true);
  });

  it("has a row for each cache in docs/architecture.md", () => {
    const rows = cachesSection
      .split("\n")
      .filter((line) => line.startsWith("| ") && !/^\| (?:cache|-+) /.test(line));
    expect(rows.map((row) => row.split("|")[1]?.trim().split(" (")[0])).toEqual(
      CACHES.map((cache) => cache.name),
    );
  });
});
