import {
  sampleDocx,
  sampleEicar,
  sampleExecutable,
  sampleHtml,
  samplePdf,
  sampleSvg,
} from "@staffing/api/testing";
import { applicationNotifications, applications, documents, jobs } from "@staffing/db";
import {
  APPLICATION_CONSENT_TEXT,
  APPLICATION_MESSAGES,
  DOCUMENT_MAX_BYTES,
  MAIL_TEXTS,
} from "@staffing/shared";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clamdMissing, startClamd } from "../../documents/clamd.testing";
import {
  multipartBody,
  startTestServer,
  TestMailServer,
  type TestServer,
  tokensForEveryRole,
} from "../../testing";
import { TestReceiver } from "../../webhooks/test-receiver.testing";

// Applying to a job over REST (issue 30 point 3): POST /api/jobs/{slug}/applications, multipart with
// the `resume` file. On a real server and database, with a real SMTP server and a webhook receiver.

const CLIENT_LIMIT = 12;
const RECRUITER = "recruiter-mailbox@example.com";

let server: TestServer;
let mail: TestMailServer;
let receiver: TestReceiver;
let counter = 0;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  receiver = await new TestReceiver().start();
  server = await startTestServer({
    env: {
      SMTP_URL: mail.smtpUrl,
      NOTIFY_EMAIL: RECRUITER,
      APPLICATION_RATE_LIMIT_PER_HOUR: String(CLIENT_LIMIT),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
      // Each test's requests come from an address of their own (X-Forwarded-For), so limits are theirs.
      TRUST_PROXY: "1",
    },
  });
  const past = new Date(Date.now() - 60_000);
  const job = {
    employmentType: ["full_time" as const],
    service: "temporary" as const,
    city: "Lethbridge",
    region: "AB",
    country: "CA",
    publishedAt: past,
  };
  await server.db.insert(jobs).values([
    { ...job, title: "Payroll Accountant", slug: "payroll-accountant", status: "open" },
    { ...job, title: "Filled Role", slug: "filled-role", status: "filled", closedAt: past },
    {
      ...job,
      title: "Expired Role",
      slug: "expired-role",
      status: "open",
      validThrough: new Date(Date.now() - 1000),
    },
    { ...job, title: "Draft Role", slug: "draft-role", status: "draft", publishedAt: null },
  ]);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await mail?.stop();
  await receiver?.stop();
});

const uniqueEmail = () => `candidate-${++counter}@example.com`;
const uniqueIp = () => `198.51.100.${++counter % 250}`;

interface ApplyOptions {
  slug?: string;
  fields?: Record<string, string>;
  file?: { name: string; type: string; bytes: Uint8Array } | null;
  ip?: string;
}

function apply({ slug = "payroll-accountant", fields = {}, file, ip = uniqueIp() }: ApplyOptions = {}) {
  const body = multipartBody(
    { name: "Priya Raman", email: uniqueEmail(), consent: "on", ...fields },
    file === null
      ? undefined
      : {
          field: "resume",
          ...(file ?? { name: "Priya CV.pdf", type: "application/pdf", bytes: samplePdf() }),
        },
  );
  return server.app.inject({
    method: "POST",
    url: `/api/jobs/${slug}/applications`,
    payload: body.payload,
    headers: { ...body.headers, "x-forwarded-for": ip },
  });
}

const key = () => `application-key-${++counter}-0123456789`;
const storedWith = async (email: string) =>
  server.db.select().from(applications).where(eq(applications.email, email));

describe("POST /api/jobs/{slug}/applications", () => {
  it("stores the application with its résumé in the private store, the consent's words and the attribution", async () => {
    const email = uniqueEmail();
    const response = await apply({
      fields: {
        email,
        phone: "+1 403 555 0199",
        coverNote: "Ten years of payroll.",
        attribution: JSON.stringify({ pagePath: "/jobs/payroll-accountant", utmSource: "newsletter" }),
      },
      file: { name: "Priya CV.pdf", type: "application/pdf", bytes: samplePdf() },
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as { id: string; success: boolean; jobTitle: string };
    expect(answer).toMatchObject({ success: true, jobTitle: "Payroll Accountant" });
    const [row] = await storedWith(email);
    expect(row).toMatchObject({
      id: answer.id,
      jobTitle: "Payroll Accountant",
      phone: "+1 403 555 0199",
      coverNote: "Ten years of payroll.",
      stage: "new",
      consentText: APPLICATION_CONSENT_TEXT,
    });
    expect(APPLICATION_CONSENT_TEXT).toContain("(/privacy)");
    expect(row?.attribution).toMatchObject({ pagePath: "/jobs/payroll-accountant", utmSource: "newsletter" });
    const [resume] = await server.db
      .select()
      .from(documents)
      .where(eq(documents.id, row?.resumeId ?? ""));
    expect(resume).toMatchObject({
      purpose: "resume",
      kind: "pdf",
      displayName: "Priya CV.pdf",
      stored: true,
    });
  });

  it("takes a Word résumé named anything: its bytes decide", async () => {
    const response = await apply({
      file: { name: "resume", type: "application/octet-stream", bytes: sampleDocx() },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("answers the same form sent twice (its idempotency key) with the first application, storing one", async () => {
    const email = uniqueEmail();
    const idempotencyKey = key();
    const first = await apply({ fields: { email, idempotencyKey } });
    const second = await apply({ fields: { email, idempotencyKey } });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await storedWith(email)).toHaveLength(1);
  });

  it.each([
    ["an executable", sampleExecutable()],
    ["an HTML page", sampleHtml()],
    ["an SVG image", sampleSvg()],
  ])(
    "refuses %s named resume.pdf with 415 and a message under the résumé, storing nothing",
    async (_what, bytes) => {
      const email = uniqueEmail();
      const response = await apply({
        fields: { email },
        file: { name: "resume.pdf", type: "application/pdf", bytes },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        error: "unsupported_media_type",
        message: APPLICATION_MESSAGES.resumeKind,
        fields: { resume: [APPLICATION_MESSAGES.resumeKind] },
      });
      expect(await storedWith(email)).toHaveLength(0);
    },
  );

  it("refuses a résumé over 5 MB with 413 and a message under the résumé", async () => {
    const email = uniqueEmail();
    const bytes = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    bytes.set(samplePdf());
    const response = await apply({
      fields: { email },
      file: { name: "big.pdf", type: "application/pdf", bytes },
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      error: "payload_too_large",
      fields: { resume: [APPLICATION_MESSAGES.resumeTooLarge] },
    });
    expect(await storedWith(email)).toHaveLength(0);
  });

  it("refuses an application without a résumé or without consent, naming each field", async () => {
    const noFile = await apply({ file: null });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ fields: { resume: [APPLICATION_MESSAGES.resumeRequired] } });
    const email = uniqueEmail();
    const noConsent = await apply({ fields: { email, consent: "" } });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ fields: { consent: [APPLICATION_MESSAGES.consentRequired] } });
    const bad = await apply({ fields: { name: "", email: "not-an-address" } });
    expect(Object.keys((bad.json() as { fields: object }).fields).sort()).toEqual(["email", "name"]);
    expect(await storedWith(email)).toHaveLength(0);
  });

  it("refuses a closed, filled or expired job with 409, and an unknown or draft one with 404", async () => {
    for (const slug of ["filled-role", "expired-role"]) {
      const response = await apply({ slug });
      expect(response.statusCode, slug).toBe(409);
      expect(response.json()).toEqual({ error: "conflict", message: APPLICATION_MESSAGES.jobClosed });
    }
    for (const slug of ["no-such-job", "draft-role"]) {
      const response = await apply({ slug });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ error: "not_found", message: APPLICATION_MESSAGES.noSuchJob });
    }
  });

  it("drops a bot's application (the hidden field filled) while answering as if it were kept", async () => {
    const email = uniqueEmail();
    const response = await apply({ fields: { email, website: "http://spam.example" } });
    expect(response.statusCode).toBe(201);
    expect(await storedWith(email)).toHaveLength(0);
  });

  it(`limits one client to ${CLIENT_LIMIT} applications an hour (429 with Retry-After)`, async () => {
    const ip = "203.0.113.77";
    for (let sent = 0; sent < CLIENT_LIMIT; sent++) expect((await apply({ ip })).statusCode).toBe(201);
    const refused = await apply({ ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits one mailbox to 5 applications an hour, whatever its spelling, from any client", async () => {
    const spellings = ["jo.candidate@gmail.com", "jocandidate+a@gmail.com", "JoCandidate@googlemail.com"];
    for (let sent = 0; sent < 5; sent++) {
      const response = await apply({ fields: { email: spellings[sent % 3] ?? "" } });
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await apply({ fields: { email: "jocandidate@gmail.com" } });
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as { message: string }).message).toContain(
      APPLICATION_MESSAGES.tooManyFromMailbox,
    );
  });

  it("mails the candidate one acknowledgement (no link, no image) and the recruiters a link to the application", async () => {
    const email = uniqueEmail();
    const acknowledgement = mail.waitFor((received) => received.to.includes(email));
    const response = await apply({ fields: { email, name: "Mail Candidate" } });
    const { id } = response.json() as { id: string };
    const ack = await acknowledgement;
    expect(ack.subject).toBe(MAIL_TEXTS.applicationAcknowledgement.subject("Payroll Accountant"));
    expect(ack.text).toContain(MAIL_TEXTS.applicationAcknowledgement.next[0]);
    expect(ack.html).not.toMatch(/<img|<a\s|https?:\/\//i);
    expect(ack.text).not.toMatch(/https?:\/\//);
    const notice = await mail.waitFor(
      (received) => received.to.includes(RECRUITER) && received.subject.includes("Mail Candidate"),
    );
    expect(notice.subject).toBe(MAIL_TEXTS.application.subject("Mail Candidate", "Payroll Accountant"));
    expect(notice.text).toContain(`${server.url}/admin/applications/${id}`);
    expect(notice.replyTo).toContain(email);
    // Announced once: the outbox's mark is gone, and a second look finds one acknowledgement.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mail.count(email)).toBe(1);
    expect(
      await server.db
        .select()
        .from(applicationNotifications)
        .where(eq(applicationNotifications.applicationId, id)),
    ).toEqual([]);
  });

  it("tells a webhook application.created, with the candidate and the job but not the résumé's bytes", async () => {
    const [admin] = Object.values(await tokensForEveryRole(server, "webhook-password-1"));
    const created = await server.app.inject({
      method: "POST",
      url: "/api/admin/webhooks",
      headers: { authorization: `Bearer ${admin}` },
      payload: { url: receiver.url("/applications"), events: ["application.created"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { secret } = created.json() as { secret: string };
    const email = uniqueEmail();
    const response = await apply({ fields: { email, name: "Hook Candidate" } });
    const [request] = await receiver.waitFor("/applications");
    if (!request) throw new Error("nothing arrived");
    const event = new Webhook(secret).verify(request.body, request.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(event.type).toBe("application.created");
    expect(event.data).toMatchObject({
      id: (response.json() as { id: string }).id,
      name: "Hook Candidate",
      email,
      stage: "new",
      job: { title: "Payroll Accountant", slug: "payroll-accountant" },
      resume: { kind: "pdf" },
    });
    expect(request.body).not.toContain("%PDF");
  });
});

if (clamdMissing) console.warn(`Skipping the scanned résumé's test: ${clamdMissing}`);

describe.skipIf(clamdMissing)("a résumé scanned by a real clamd (CLAMAV_URL)", () => {
  let clamd: Awaited<ReturnType<typeof startClamd>>;
  let scanned: TestServer;
  beforeAll(async () => {
    clamd = await startClamd();
    scanned = await startTestServer({ env: { CLAMAV_URL: clamd.url } });
    await scanned.db.insert(jobs).values({
      title: "Scanned Role",
      slug: "scanned-role",
      status: "open",
      employmentType: ["full_time"],
      service: "temporary",
      remote: "remote",
      publishedAt: new Date(Date.now() - 60_000),
    });
  }, 120_000);
  afterAll(async () => {
    await scanned?.close();
    await clamd?.stop();
  });

  it("tells the candidate an infected file could not be accepted (422) and keeps nothing reachable", async () => {
    const infected = Buffer.concat([Buffer.from(samplePdf()), sampleEicar()]);
    const body = multipartBody(
      { name: "Eve", email: "eve@example.com", consent: "on" },
      { field: "resume", name: "eve-infected.pdf", type: "application/pdf", bytes: infected },
    );
    const response = await scanned.app.inject({
      method: "POST",
      url: "/api/jobs/scanned-role/applications",
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: { resume: [APPLICATION_MESSAGES.resumeInfected] } });
    expect(
      await scanned.db.select().from(applications).where(eq(applications.email, "eve@example.com")),
    ).toHaveLength(0);
    const [row] = await scanned.db
      .select()
      .from(documents)
      .where(eq(documents.displayName, "eve-infected.pdf"));
    expect(row).toMatchObject({ scanStatus: "infected", stored: false });
  });
});
