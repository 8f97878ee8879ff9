import type { AdminClientConfig } from "@staffing/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../testing";
import { signedInClient } from "./helpers";

// SPEC: the login screen shows the demo admin's credentials; once they no longer sign in (the
// password was changed), the server stops giving them, and gives nothing else instead.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_MODE: "true" } });
});
afterAll(() => server?.close());

const clientConfig = async () => {
  const response = await server.app.inject({ url: "/auth/client-config" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-cache");
  return { body: response.body, config: response.json() as AdminClientConfig };
};

describe("the demo credentials of GET /auth/client-config", () => {
  it("are given while they sign in, gone once the password is changed, back when it is changed back", async () => {
    expect((await clientConfig()).config.demoCredentials).toEqual(TEST_ADMIN);

    const { client } = await signedInClient(server.url, TEST_ADMIN);
    const newPassword = "a-password-of-their-own";
    const changed = await client.auth.updateUser({
      password: newPassword,
      current_password: TEST_ADMIN.password,
    });
    expect(changed.error).toBeNull();
    const after = await clientConfig();
    expect(after.config.demoCredentials).toBeNull();
    // Nothing of the account instead: not the new password, not its hash.
    expect(after.body).not.toContain(newPassword);
    expect(after.body).not.toContain("argon2");
    expect(after.body).not.toContain(TEST_ADMIN.email);

    const restored = await client.auth.updateUser({
      password: TEST_ADMIN.password,
      current_password: newPassword,
    });
    expect(restored.error).toBeNull();
    expect((await clientConfig()).config.demoCredentials).toEqual(TEST_ADMIN);
  });

  it("are never given outside demo mode", async () => {
    const production = await startTestServer({ env: { DEMO_MODE: "false" } });
    try {
      const response = await production.app.inject({ url: "/auth/client-config" });
      expect((response.json() as AdminClientConfig).demoCredentials).toBeNull();
    } finally {
      await production.close();
    }
  });
});
