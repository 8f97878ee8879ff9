import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // The admin panel's document (of the built site) is the answer whose inline styles take a nonce.
    withWebsite: true,
    env: { TRUST_PROXY: "1", CORS_ORIGINS: "https://partner.example.com" },
  });
});
afterAll(() => server?.close());

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );

describe("security headers", () => {
  it("send a strict Content-Security-Policy on every answer: no inline script or style", async () => {
    const response = await server.app.inject({ url: "/api/docs" });
    const csp = directives(String(response.headers["content-security-policy"]));
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["style-src"]).toEqual(["'self'"]);
    // The API reference (Swagger UI) has no inline script or style: its own files, under 'self'.
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|<style/);
  });

  it("allow an answer's inline style by a nonce of its own, fresh on every answer", async () => {
    const url = "/admin/login";
    const [first, second] = await Promise.all([server.app.inject({ url }), server.app.inject({ url })]);
    const nonceIn = (response: typeof first) => {
      const csp = directives(String(response.headers["content-security-policy"]));
      expect(csp["script-src"]).not.toContain("'unsafe-inline'");
      return csp["style-src"]?.find((value: string) => value.startsWith("'nonce-"))?.slice(7, -1);
    };
    const nonce = nonceIn(first);
    expect(nonce).toBeTruthy();
    // Where the panel's style engine (MUI's emotion) finds it for the styles it inserts.
    expect(first.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(nonceIn(second)).not.toBe(nonce);
  });

  it("send the referrer and permissions policies and refuse framing", async () => {
    const response = await server.app.inject({ url: "/healthz" });
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("send HSTS only over https", async () => {
    const plain = await server.app.inject({ url: "/healthz" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const secure = await server.app.inject({ url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
  });
});

describe("CORS", () => {
  it("is closed to origins that are not configured", async () => {
    const response = await server.app.inject({
      url: "/api/blog",
      headers: { origin: "https://evil.example.com" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("is open to the configured origins", async () => {
    const preflight = await server.app.inject({
      method: "OPTIONS",
      url: "/api/inquiries",
      headers: {
        origin: "https://partner.example.com",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://partner.example.com");
  });
});

describe("cookies", () => {
  it("are never set by the API: sign-in state lives in the client, as the spec says", async () => {
    const responses = await Promise.all(
      ["/api/blog", "/api/docs", "/sitemap.xml", "/healthz"].map((url) => server.app.inject({ url })),
    );
    for (const response of responses) expect(response.headers["set-cookie"]).toBeUndefined();
  });
});
