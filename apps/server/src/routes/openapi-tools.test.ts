import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi";

/**
 * The document as the tools a client's developer uses read it: Redocly's linter (its recommended
 * rules) finds no error, and openapi-typescript makes a named type of each schema and an entry of
 * each operation. Both run from devDependencies, offline.
 */

const run = promisify(execFile);
let directory = "";
let file = "";

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "openapi-"));
  file = path.join(directory, "openapi.json");
  await writeFile(file, JSON.stringify(buildOpenApiDocument("https://staffing.example.org")));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe("the OpenAPI document", () => {
  it("passes redocly lint's recommended rules without an error", async () => {
    const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
    const { stdout } = await run(
      process.execPath,
      [cli, "lint", file, "--extends", "recommended", "--format", "json", "--max-problems", "1000"],
      {
        // Nothing is sent anywhere: no telemetry, no update check.
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 10_000_000,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it("makes openapi-typescript write named schemas and a filled operations map", async () => {
    const types = astToString(await openapiTS(pathToFileURL(file)));
    // Each entity and input is a type of its own, which the operations reference.
    for (const name of [
      "Post",
      "PostInput",
      "Page",
      "PageInput",
      "Inquiry",
      "InquiryDetail",
      "InquiryNote",
      "User",
      "Webhook",
      "WebhookInput",
      "WebhookDelivery",
      "AnalyticsReport",
      "Error",
    ])
      expect(types).toContain(`components["schemas"]["${name}"]`);
    // Each path names its operation by the procedure it calls.
    for (const operation of [
      "blogList",
      "blogCreate",
      "inquiriesUpdate",
      "inquiriesDetail",
      "inquiriesExportCsv",
      "webhooksCreate",
      "analyticsReport",
      "mediaUpload",
      "sitemapXml",
    ])
      expect(types).toContain(`operations["${operation}"]`);
    // GET /api/blog is that operation.
    const blog = types.slice(types.indexOf('"/api/blog": {'));
    expect(blog.match(/get: operations\["(\w+)"\]/)?.[1]).toBe("blogList");
  }, 60_000);
});
