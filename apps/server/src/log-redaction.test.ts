import { readFileSync } from "node:fs";
import { blogPosts } from "@staffing/db";
import { COMPANY, MAIL_TEXTS } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "./config";
import { REDACTED, SECRET_IN_ADDRESS, scrubSecrets } from "./log-redaction";
import { createLogger } from "./logger";
import { accessToken, linkIn, startTestServer, TEST_ADMIN, TestMailServer, type TestServer } from "./testing";

// Logs never hold a secret: the server's own logger (as server.ts makes it) writes every line here,
// while requests carry each kind of secret the site hands out or is sent.

const lines: string[] = [];
let mail: TestMailServer;
let server: TestServer;
let admin: string;
/** Every secret the requests below carried: none may appear in any line. */
const secrets = new Map<string, string>();

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    env: { SMTP_URL: mail.smtpUrl },
    retryPolicy: { limit: 5, delaySeconds: 1, backoff: false },
    logger: createLogger({ production: true, logLevel: "info" }, { write: (line) => lines.push(line) }),
  });
  admin = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
  secrets.set("access token (Authorization)", admin);
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });
const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const asAdmin = { authorization: `Bearer ${"placeholder"}` };
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("log lines", () => {
  it("hold no token, code, password, key or preview token, from the address or the headers", async () => {
    asAdmin.authorization = `Bearer ${admin}`;

    // A reset: its link's token, its six-digit code, and the session its redirect carries.
    const reset = await mail.nextMail(
      (m) => m.subject === MAIL_TEXTS.recovery.subject(COMPANY.name),
      () => post("/auth/v1/recover", { email: TEST_ADMIN.email }, { apikey: DEV_ANON_KEY }),
    );
    const resetLink = linkIn(reset, "/auth/v1/verify");
    secrets.set("reset token", tokenOf(resetLink));
    secrets.set("reset code", reset.text.match(/\b(\d{6})\b/)?.[1] ?? "");
    const verified = await get(new URL(resetLink).pathname + new URL(resetLink).search);
    expect(verified.status).toBe(303);
    const session = new URLSearchParams(new URL(verified.headers.get("location") ?? "").hash.slice(1));
    secrets.set("access_token of the link", session.get("access_token") ?? "");
    secrets.set("refresh_token of the link", session.get("refresh_token") ?? "");

    // An invite's link.
    const invite = await mail.nextMail(
      (m) => m.subject === MAIL_TEXTS.invite.subject(COMPANY.name),
      () =>
        post(
          "/api/admin/users",
          { email: "invited@example.com", username: "invited", role: "editor" },
          asAdmin,
        ),
    );
    const inviteLink = linkIn(invite, "/auth/v1/verify");
    secrets.set("invite token", tokenOf(inviteLink));
    await get(new URL(inviteLink).pathname + new URL(inviteLink).search);

    // A newsletter confirmation and its unsubscribe link, opened as the reader would.
    const confirmation = await mail.nextMail(
      (m) => m.to.includes("reader@example.com"),
      () => post("/api/newsletter", { email: "reader@example.com" }),
    );
    const confirmLink = linkIn(confirmation, "/api/newsletter/confirm");
    const unsubscribeLink = linkIn(confirmation, "/api/newsletter/unsubscribe");
    secrets.set("confirmation token", tokenOf(confirmLink));
    secrets.set("unsubscribe token", tokenOf(unsubscribeLink));
    await get(new URL(confirmLink).pathname + new URL(confirmLink).search);
    await get(new URL(unsubscribeLink).pathname + new URL(unsubscribeLink).search);
    // tRPC's GET carries its input as JSON in the query.
    const input = encodeURIComponent(JSON.stringify({ token: tokenOf(unsubscribeLink) }));
    await get(`/trpc/newsletter.unsubscribeTarget?input=${input}`);

    // A preview address is its token, in the path and in tRPC's input.
    const [post0] = await server.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    const preview = await post(`/api/admin/blog/${post0?.id}/preview`, {}, asAdmin);
    const { url: previewUrl } = (await preview.json()) as { url: string };
    const previewToken = previewUrl.split("/preview/")[1] ?? "";
    secrets.set("preview token", previewToken);
    await get(`/preview/${previewToken}`);
    await get(
      `/trpc/preview.resolve?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { token: previewToken } }))}`,
    );

    // Secrets in headers, and in parameters by name, on answered and unknown addresses alike.
    await get("/api/admin/stats", {
      ...asAdmin,
      cookie: "sb-session=cookie-secret-1",
      apikey: "apikey-secret-2",
    });
    const named = {
      token: "param-token-3",
      code: "482913",
      secret: "param-secret-4",
      key: "param-key-5",
      password: "param-password-6",
      access_token: "param-access-7",
      refresh_token: "param-refresh-8",
      apikey: "param-apikey-9",
    };
    for (const [name, value] of Object.entries(named)) secrets.set(`?${name}=`, value);
    secrets.set("cookie", "cookie-secret-1");
    secrets.set("apikey header", "apikey-secret-2");
    const query = new URLSearchParams({ page: "1", ...named }).toString();
    await get(`/api/blog?${query}`);
    await get(`/no-such-place?${query}`, { accept: "application/json" });
    await post(
      `/auth/v1/token?grant_type=password&${query}`,
      { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      { apikey: DEV_ANON_KEY },
    );
    secrets.set("password in a body", TEST_ADMIN.password);

    for (const [what, secret] of secrets) expect(secret.length, what).toBeGreaterThan(5);
    const requestLines = lines.map((line) => JSON.parse(line) as { msg: string; url?: string });
    const urls = requestLines.filter((line) => line.msg === "request").map((line) => line.url);
    // The lines are there, with what they are for, and [redacted] where a secret was.
    expect(urls).toContain(
      `/auth/v1/verify?token=${REDACTED}&type=recovery&redirect_to=${encodeURIComponent(`${server.url}/admin/set-password`)}`,
    );
    expect(urls).toContain(`/preview/${REDACTED}`);
    expect(urls).toContain(
      `/api/blog?page=1&${Object.keys(named)
        .map((name) => `${name}=${REDACTED}`)
        .join("&")}`,
    );
    for (const [what, secret] of secrets) {
      const holding = lines.filter((line) => line.includes(secret));
      expect(holding, `${what} is in the log`).toEqual([]);
    }
  });
});

describe("a failed statement's log line", () => {
  it("keeps the statement and drops its parameters, which may be a token", async () => {
    const token = "unsubscribe-token-in-a-failed-query";
    const table = "newsletter_subscribers";
    await server.db.execute(sql.raw(`alter table "${table}" rename to "${table}_gone"`));
    let response: Response;
    try {
      response = await post("/trpc/newsletter.unsubscribe", { token });
    } finally {
      await server.db.execute(sql.raw(`alter table "${table}_gone" rename to "${table}"`));
    }
    expect(response.status).toBe(500);
    const { error } = (await response.json()) as { error: { data: { requestId: string } } };
    const logged = lines.filter((line) => line.includes(error.data.requestId) && line.includes('"err"'));
    expect(logged.join("\n")).toMatch(/Failed query: select .*newsletter_subscribers/);
    expect(logged.join("\n")).toContain(`params: ${REDACTED}`);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe("the reverse proxy's access log", () => {
  it("is filtered with the same pattern: docker/Caddyfile redacts the address, Referer and Location alike", () => {
    const caddyfile = readFileSync(new URL("../../../docker/Caddyfile", import.meta.url), "utf8");
    const filters = [...caddyfile.matchAll(/^\s*(\S+) regexp `([^`]+)` "([^"]+)"$/gm)];
    expect(filters.map(([, field]) => field)).toEqual([
      "request>uri",
      "request>headers>Referer",
      "resp_headers>Location",
    ]);
    for (const [, , pattern, replacement] of filters) {
      expect(pattern).toBe(SECRET_IN_ADDRESS);
      expect(replacement).toBe(`\${1}${REDACTED}`);
    }
    for (const header of ["Authorization", "Cookie", "Apikey"]) {
      expect(caddyfile).toMatch(new RegExp(`request>headers>${header} delete`));
    }
  });

  it("keeps what an address is for and drops what would open an account", () => {
    expect(scrubSecrets("/auth/v1/verify?token=abc123&type=invite")).toBe(
      `/auth/v1/verify?token=${REDACTED}&type=invite`,
    );
    expect(scrubSecrets("/admin/set-password#access_token=ey.x.y&expires_in=3600&refresh_token=r1")).toBe(
      `/admin/set-password#access_token=${REDACTED}&expires_in=3600&refresh_token=${REDACTED}`,
    );
    expect(scrubSecrets("/trpc/preview.resolve?input=%7B%22token%22%3A%22ey.j.w%22%7D")).toBe(
      `/trpc/preview.resolve?input=%7B%22token%22%3A%22${REDACTED}%22%7D`,
    );
    expect(scrubSecrets('{"code":123456,"factorId":"f"}')).not.toContain("123456");
    expect(scrubSecrets("/blog?keyword=hiring&monkey=1&category=Remote")).toBe(
      "/blog?keyword=hiring&monkey=1&category=Remote",
    );
    expect(scrubSecrets("smtp://mailer:hunter2@smtp.example.com:587")).toBe(
      `smtp://mailer:${REDACTED}@smtp.example.com:587`,
    );
  });
});

describe("fields a line carries", () => {
  it("are censored by name up to three levels down, and the logged object is left as it was", () => {
    const written: string[] = [];
    const logger = createLogger(
      { production: true, logLevel: "info" },
      { write: (line) => written.push(line) },
    );
    const fields = {
      password: "field-password-1",
      link: "https://site.example/reset?token=field-token-2",
      request: { headers: { Authorization: "Bearer field-bearer-3", "set-cookie": "sid=field-cookie-4" } },
      user: { profile: { refresh_token: "field-refresh-5" }, email: "staff@example.com" },
    };
    logger.info(fields, "a line with secrets in its fields");
    const line = written.join("");
    for (const secret of [
      "field-password-1",
      "field-token-2",
      "field-bearer-3",
      "field-cookie-4",
      "field-refresh-5",
    ])
      expect(line).not.toContain(secret);
    expect(line).toContain(REDACTED);
    expect(line).toContain("staff@example.com");
    expect(fields.request.headers.Authorization).toBe("Bearer field-bearer-3");
  });
});
