import { createUser } from "@staffing/auth";
import { auditLog } from "@staffing/db";
import { ACCOUNT_MESSAGES } from "@staffing/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing";
import { signedInClient, trpcMutation, trpcQuery } from "./helpers";

// The Profile screen: a signed-in staff member changes their own username (account.updateProfile)
// and the panel's users.me shows it.

let server: TestServer;
const DANA = { email: "dana@example.com", password: "dana-password-1" };
const ERIN = { email: "erin@example.com", password: "erin-password-1" };

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server.db, { ...DANA, username: "dana", role: "editor" });
  await createUser(server.db, { ...ERIN, username: "erin", role: "seo_manager" });
});
afterAll(() => server?.close());

interface Me {
  id: string;
  email: string;
  username: string;
  role: string;
}

const me = async (token: string) => (await trpcQuery<Me>(server.url, "users.me", token)).body.result?.data;
const updateProfile = (token: string, username: string) =>
  trpcMutation<{ username: string }>(server.url, "account.updateProfile", token, { username });

describe("the profile", () => {
  it("changes the signed-in user's username; users.me shows it and the change is in the audit log", async () => {
    const { session } = await signedInClient(server.url, DANA);
    const saved = await updateProfile(session.access_token, "  dana.writer  ");
    expect(saved.status).toBe(200);
    expect(saved.body.result?.data).toEqual({ username: "dana.writer" });

    expect(await me(session.access_token)).toMatchObject({
      email: DANA.email,
      username: "dana.writer",
      role: "editor",
    });
    // A session opened later reads the same.
    const { session: later } = await signedInClient(server.url, DANA);
    expect((await me(later.access_token))?.username).toBe("dana.writer");

    const id = (await me(session.access_token))?.id ?? "";
    const audit = await server.db
      .select({ actorEmail: auditLog.actorEmail, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, id)));
    expect(audit).toContainEqual({ actorEmail: DANA.email, action: "update" });
  });

  it("refuses a username someone else has with 409 and a message, and changes nothing", async () => {
    const { session } = await signedInClient(server.url, ERIN);
    const taken = await updateProfile(session.access_token, "dana.writer");
    expect(taken.status).toBe(409);
    expect(taken.body.error?.message).toBe(ACCOUNT_MESSAGES.usernameTaken);
    expect((await me(session.access_token))?.username).toBe("erin");
    const { session: dana } = await signedInClient(server.url, DANA);
    expect((await me(dana.access_token))?.username).toBe("dana.writer");
  });

  it("refuses an empty username with 400 naming the field", async () => {
    const { session } = await signedInClient(server.url, ERIN);
    const empty = await trpcMutation<never>(server.url, "account.updateProfile", session.access_token, {
      username: "   ",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.data).toMatchObject({ fieldErrors: { username: ["Username is required"] } });
    expect((await me(session.access_token))?.username).toBe("erin");
  });

  it("refuses a visitor without a session with 401", async () => {
    const response = await fetch(`${server.url}/trpc/account.updateProfile`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "anyone" }),
    });
    expect(response.status).toBe(401);
  });
});
