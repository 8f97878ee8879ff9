import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Node's heap flags and malloc's settings hold the server's memory (docs/operations.md, "Memory"). `pnpm start`
// writes them (and bench/ reads them from there); the image must run the server the same way.
const root = new URL("../../../", import.meta.url);
const startScript: string = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).scripts.start;
const dockerfile = readFileSync(new URL("docker/Dockerfile", root), "utf8");

const start = startScript.split("&&").at(-1)?.trim().split(/\s+/) ?? [];
const heapFlags = (words: string[]) => words.filter((word) => word.startsWith("--max-"));
const mallocSettings = (words: string[]) => words.filter((word) => word.startsWith("MALLOC_")).sort();

describe("the server's runtime settings", () => {
  it("pnpm start bounds the heap and hands freed memory back", () => {
    expect(heapFlags(start)).toContain("--max-old-space-size=160");
    expect(mallocSettings(start)).toContain("MALLOC_ARENA_MAX=2");
    expect(mallocSettings(start)).toContain("MALLOC_TRIM_THRESHOLD_=16384");
  });

  it("the image runs the server with the same heap flags and malloc settings", () => {
    const command = JSON.parse(dockerfile.match(/^CMD (\[.*\])$/m)?.[1] ?? "[]") as string[];
    const environment = [...dockerfile.matchAll(/^ENV (.*)$/gm)].flatMap(
      ([, line]) => line?.split(/\s+/) ?? [],
    );
    expect(heapFlags(command)).toEqual(heapFlags(start));
    expect(mallocSettings(environment)).toEqual(mallocSettings(start));
  });
});
