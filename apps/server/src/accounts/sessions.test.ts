import { createUser } from "@staffing/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing";
import { signedInClient, trpcQuery } from "./helpers";

// The Settings screen's 'Active sessions': account.sessions lists the user's live sessions with
// their device and last use, and 'Sign out everywhere else' is supabase-js's signOut({ scope: "others" }).

let server: TestServer;
const GRACE = { email: "grace@example.com", password: "grace-password-1" };
const HENRY = { email: "henry@example.com", password: "henry-password-1" };
const IVY = { email: "ivy@example.com", password: "ivy-password-1" };
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server.db, { ...GRACE, username: "grace", role: "editor" });
  await createUser(server.db, { ...HENRY, username: "henry", role: "editor" });
  await createUser(server.db, { ...IVY, username: "ivy", role: "seo_manager" });
});
afterAll(() => server?.close());

interface LiveSession {
  id: string;
  userAgent: string | null;
  ip: string;
  aal: string;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}

const sessionsSeenBy = async (token: string) => {
  const { status, body } = await trpcQuery<{ kept: boolean; sessions: LiveSession[] }>(
    server.url,
    "account.sessions",
    token,
  );
  expect(status).toBe(200);
  expect(body.result?.data.kept).toBe(true);
  return body.result?.data.sessions ?? [];
};
const meStatus = async (token: string) => (await trpcQuery(server.url, "users.me", token)).status;
const accessTokenOf = async (client: Awaited<ReturnType<typeof signedInClient>>["client"]) =>
  (await client.auth.getSession()).data.session?.access_token ?? "";

describe("the active sessions", () => {
  it("lists each sign-in with its device and last use, the current one marked, the last used first", async () => {
    const laptop = await signedInClient(server.url, GRACE, { "user-agent": LAPTOP });
    const phone = await signedInClient(server.url, GRACE, { "user-agent": PHONE });
    await signedInClient(server.url, HENRY); // someone else's: not listed

    const listed = await sessionsSeenBy(laptop.session.access_token);
    expect(listed.map(({ userAgent, ip, aal, current }) => ({ userAgent, ip, aal, current }))).toEqual([
      { userAgent: PHONE, ip: "127.0.0.1", aal: "aal1", current: false },
      { userAgent: LAPTOP, ip: "127.0.0.1", aal: "aal1", current: true },
    ]);
    for (const session of listed) expect(session.lastActiveAt).toBe(session.createdAt);
    // The phone sees the same two sessions, its own marked.
    expect((await sessionsSeenBy(phone.session.access_token)).map((s) => [s.userAgent, s.current])).toEqual([
      [PHONE, true],
      [LAPTOP, false],
    ]);

    // The laptop's token is refreshed (the panel does so while open): it was used last.
    expect((await laptop.client.auth.refreshSession()).error).toBeNull();
    const afterUse = await sessionsSeenBy(await accessTokenOf(laptop.client));
    expect(afterUse.map((s) => s.userAgent)).toEqual([LAPTOP, PHONE]);
    const [used] = afterUse;
    expect(new Date(used?.lastActiveAt ?? 0).getTime()).toBeGreaterThan(
      new Date(used?.createdAt ?? 0).getTime(),
    );
  });

  it("'Sign out everywhere else' leaves only the current session; the other's refresh and token fail", async () => {
    const laptop = await signedInClient(server.url, IVY, { "user-agent": LAPTOP });
    const phone = await signedInClient(server.url, IVY, { "user-agent": PHONE });
    const henry = await signedInClient(server.url, HENRY);
    expect(await sessionsSeenBy(laptop.session.access_token)).toHaveLength(2);

    expect(await laptop.client.auth.signOut({ scope: "others" })).toEqual({ error: null });

    const left = await sessionsSeenBy(laptop.session.access_token);
    expect(left.map(({ userAgent, current }) => ({ userAgent, current }))).toEqual([
      { userAgent: LAPTOP, current: true },
    ]);
    expect(await meStatus(laptop.session.access_token)).toBe(200);

    expect(await meStatus(phone.session.access_token)).toBe(401);
    const refreshed = await phone.client.auth.refreshSession();
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error?.status).toBe(400);
    expect(refreshed.error?.code).toBe("session_expired");

    // Another user's sessions are not touched.
    expect(await meStatus(henry.session.access_token)).toBe(200);
    expect((await henry.client.auth.refreshSession()).error).toBeNull();
  });
});
