import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "./config";

// An operator learns the settings from .env.example and the Configuration table of docs/operations.md: both name
// every variable the server reads, and nothing it does not.
const root = new URL("../../../", import.meta.url);
const envExample = readFileSync(new URL(".env.example", root), "utf8");
const readme = readFileSync(new URL("docs/operations.md", root), "utf8");

/** The variables a file sets or shows commented out, one `NAME=` a line. */
const assigned = (text: string) =>
  [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name as string).sort();

describe("the documented configuration", () => {
  it("reads a known list of variables", () => {
    expect(CONFIG_VARIABLES).toContain("DATABASE_URL");
    expect(CONFIG_VARIABLES).toContain("SEED_DEMO_CONTENT");
  });

  it(".env.example lists every variable once, and only those", () => {
    expect(assigned(envExample)).toEqual([...CONFIG_VARIABLES].sort());
  });

  it("the Configuration table of docs/operations.md has a row for every variable, and only those", () => {
    const section = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const rows = section.split("\n").filter((line) => line.startsWith("| `"));
    const named = rows.flatMap((row) =>
      [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name),
    );
    expect([...named].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
