import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../apps/server/src/testing";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it("lists the new inquiries from the command line, and only those", async () => {
  const { stdout } = await promisify(execFile)("pnpm", ["exec", "tsx", "scripts/list-new-inquiries.ts"], {
    env: {
      ...process.env,
      SITE_URL: server.url,
      STAFF_EMAIL: TEST_ADMIN.email,
      STAFF_PASSWORD: TEST_ADMIN.password,
    },
  });
  expect(stdout).toContain("Priya Raman <priya.raman@example.com>  Aurora Dental Group  (virtual)");
  expect(stdout).not.toContain("Liam Walsh"); // closed
  expect(stdout.trim().split("\n")).toHaveLength(5);
});
