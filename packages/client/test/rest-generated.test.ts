import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { operationName, restSources } from "../scripts/rest-sources";

// The REST part of the client is typed from the server's OpenAPI document: the committed files are what
// `pnpm --filter @staffing/client generate` writes from today's document, so a changed operation shows
// here until they are generated again.
describe("the client's REST types", () => {
  it("are generated from the current OpenAPI document", async () => {
    for (const [file, text] of Object.entries(await restSources())) {
      expect(readFileSync(new URL(`../src/rest/${file}`, import.meta.url), "utf8"), file).toBe(text);
    }
  }, 120_000);

  it("name each operation by its domain and procedure", () => {
    expect(operationName("blogList")).toEqual(["blog", "list"]);
    expect(operationName("inquiriesExportCsv")).toEqual(["inquiries", "exportCsv"]);
    expect(() => operationName("List")).toThrow(/not <domain><Name>/);
  });
});
