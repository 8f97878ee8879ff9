import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./testing";

// Which address a per-client limit counts. Behind TRUST_PROXY=1 (one reverse proxy) the client is the
// address that proxy saw, the last of X-Forwarded-For: what a client wrote before it is its own word,
// and 1,500 inquiries once passed the limit by writing a new address each time.

const LIMIT = 3;
let byHops: TestServer;
let byAddress: TestServer;

beforeAll(async () => {
  const env = { INQUIRY_RATE_LIMIT_PER_HOUR: String(LIMIT) };
  byHops = await startTestServer({ env: { ...env, TRUST_PROXY: "1" } });
  byAddress = await startTestServer({ env: { ...env, TRUST_PROXY: "127.0.0.1" } });
}, 120_000);
afterAll(async () => {
  await byHops?.close();
  await byAddress?.close();
});

const inquiry = (server: TestServer, forwardedFor: string) =>
  server.app.inject({
    method: "POST",
    url: "/api/inquiries",
    remoteAddress: "127.0.0.1",
    headers: { "x-forwarded-for": forwardedFor },
    payload: { name: "Spoofer", email: "spoofer@example.com" },
  });

describe.each([
  ["a hop count (TRUST_PROXY=1)", () => byHops],
  ["the proxy's address (TRUST_PROXY=127.0.0.1)", () => byAddress],
])("behind %s", (_name, server) => {
  it("counts the address the proxy saw, whatever the client wrote in X-Forwarded-For before it", async () => {
    for (let i = 0; i < LIMIT; i++) {
      const answer = await inquiry(server(), `10.9.8.${i}, 203.0.113.50`);
      expect(answer.statusCode).toBe(201);
    }
    const refused = await inquiry(server(), "10.9.8.200, 203.0.113.50");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "rate_limited" });
    // Another client behind the same proxy still gets in.
    expect((await inquiry(server(), "10.9.8.1, 203.0.113.51")).statusCode).toBe(201);
  });
});

// Issue 31: each IPv6 address counted apart, so one /64 (what one household or server is given) had
// endless buckets. A client is its /64; an IPv4 client is its address.
describe("a per-client limit on IPv6", () => {
  it("counts every address of one /64 as one client, and another /64 apart", async () => {
    for (let i = 1; i <= LIMIT; i++) {
      expect((await inquiry(byHops, `2001:db8:5:6::${i}`)).statusCode).toBe(201);
    }
    const refused = await inquiry(byHops, "2001:db8:5:6:aaaa:bbbb:cccc:dddd");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "rate_limited" });
    expect((await inquiry(byHops, "2001:db8:5:7::1")).statusCode).toBe(201);
  });
});
