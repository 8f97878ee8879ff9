import { readFileSync } from "node:fs";
import { RATE_LIMITS, type RateLimit } from "@staffing/shared";
import { describe, expect, it } from "vitest";

// The "Rate limits" table of docs/security.md is RATE_LIMITS (packages/shared/src/rate-limits.ts) in
// words: a limit changed or added there and not here fails this test, with the table to paste.
const root = new URL("../../../", import.meta.url);
const security = readFileSync(new URL("docs/security.md", root), "utf8");

const inWords = (seconds: number) =>
  seconds % 86_400 === 0
    ? `${seconds / 86_400} day`
    : seconds % 3600 === 0
      ? `${seconds / 3600} hour`
      : seconds % 60 === 0
        ? `${seconds / 60} min`
        : `${seconds} s`;

const allowance = (limit: RateLimit) =>
  limit.lockout
    ? `${limit.count}, then a wait of ${inWords(limit.lockout.firstWaitSeconds)} doubling to ${inWords(limit.lockout.longestWaitSeconds)}`
    : String(limit.count);

const table = () =>
  [
    "| limit | counts | per | allowance | window | setting | applied in |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...Object.entries(RATE_LIMITS)
      .map(([name, limit]: [string, RateLimit]) =>
        [
          `\`${name}\``,
          limit.counts,
          limit.key,
          allowance(limit),
          inWords(limit.windowSeconds),
          limit.env ? `\`${limit.env}\`` : "",
          `\`${limit.appliedIn}\``,
        ].join(" | "),
      )
      .map((row) => `| ${row} |`),
  ].join("\n");

describe("the documented rate limits", () => {
  it("docs/security.md's Rate limits table is the table of every limit", () => {
    const heading = security.indexOf("## Rate limits");
    expect(heading).toBeGreaterThan(-1);
    const next = security.indexOf("\n## ", heading + 1);
    const section = security.slice(heading, next === -1 ? undefined : next);
    const documented = section
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .join("\n");
    expect(documented).toBe(table());
  });

  it.each(Object.entries(RATE_LIMITS))(
    "%s is applied in the file the table names, by its name",
    (name, limit) => {
      expect(readFileSync(new URL(limit.appliedIn, root), "utf8")).toMatch(new RegExp(`\\b${name}\\b`));
    },
  );
});
