import { TRPCClientError } from "@trpc/client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "~server/testing";
import { createStaffingClient } from "./client";
import { StaffingSignInError } from "./messages";

// The client from its sources against a live server: sign-in failures a script author sees, and a
// session that outlives its access token (the packed package is tested in test/packed.test.ts).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("createStaffingClient", () => {
  it("refuses a wrong password with the provider's reason, before any call", async () => {
    const signIn = createStaffingClient({
      url: server.url,
      email: TEST_ADMIN.email,
      password: "wrong-password",
    });
    await expect(signIn).rejects.toBeInstanceOf(StaffingSignInError);
    await expect(signIn).rejects.toThrow(/^Sign-in failed: /);
  });

  it("refreshes the session once its access token has expired, so a long script keeps working", async () => {
    const api = await createStaffingClient({
      url: server.url,
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const before = await api.inquiries.list.query({ status: "new" });

    // Two hours on, for the server as for the client: the first access token (an hour) has expired.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    const after = await api.inquiries.list.query({ status: "new" });
    expect(after.map((inquiry) => inquiry.id)).toEqual(before.map((inquiry) => inquiry.id));
  });

  it("answers a call outside the caller's rights as tRPC's error, which names the code", async () => {
    const anonymous = await createStaffingClient({ url: server.url });
    const refused = await anonymous.inquiries.list.query({}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<never>).data).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("speaks REST too: the same posts as tRPC, and a staff path with the signed-in token", async () => {
    const api = await createStaffingClient({
      url: server.url,
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const viaTrpc = await api.blog.list.query({ page: 1, limit: 3 });
    const { data: posts, response } = await api.rest.blog.list({ params: { query: { page: 1, limit: 3 } } });
    expect(response.status).toBe(200);
    expect(posts?.map((post) => post.slug)).toEqual(viaTrpc.map((post) => post.slug));

    const inquiries = await api.rest.inquiries.list({ params: { query: { status: "new" } } });
    expect(inquiries.response.status).toBe(200);
    const expected = await api.inquiries.list.query({ status: "new" });
    expect(inquiries.data?.map((inquiry) => inquiry.id)).toEqual(expected.map((inquiry) => inquiry.id));
  });

  it("answers a REST call outside the caller's rights with the API's error and status", async () => {
    const anonymous = await createStaffingClient({ url: server.url });
    const { data, error, response } = await anonymous.rest.inquiries.list({});
    expect(response.status).toBe(401);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ error: "unauthorized" });
  });
});
