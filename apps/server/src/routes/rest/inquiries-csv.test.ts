import { type Inquiry, inquiries, type NewInquiry } from "@staffing/db";
import {
  buildInquiriesCsv,
  CSV_BOM,
  INQUIRY_PAGE_SIZE_MAX,
  inquiryCsvFileName,
  inquiryCsvHeader,
  UNKNOWN_ATTRIBUTION,
} from "@staffing/shared";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../../testing";
import type { Caller } from "./adapter";
import { inquiriesCsvStream } from "./inquiries-csv";

const URL_PATH = "/api/admin/inquiries/export.csv";
const PASSWORD = "export-password-123";
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await tokensForEveryRole(server, PASSWORD));
});
afterAll(() => server?.close());

const exportAs = (role: string | null, query = "") =>
  server.app.inject({
    url: `${URL_PATH}${query}`,
    headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
  });

/** Every stored inquiry in the list's order, newest first. */
const storedInquiries = (): Promise<Inquiry[]> =>
  server.db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id));

describe("GET /api/admin/inquiries/export.csv", () => {
  it("downloads every inquiry as the shared CSV builder writes it, never cached", async () => {
    const before = inquiryCsvFileName(new Date());
    const response = await exportAs("admin");
    const after = inquiryCsvFileName(new Date());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect([before, after].map((name) => `attachment; filename="${name}"`)).toContain(
      response.headers["content-disposition"],
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const seeded = await storedInquiries();
    expect(seeded.length).toBeGreaterThan(5);
    expect(response.body).toBe(buildInquiriesCsv(seeded));
    // The file starts with UTF-8's byte-order mark, then the header.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.slice(1).startsWith(inquiryCsvHeader())).toBe(true);
  });

  it("takes the list's status and search filters", async () => {
    const seeded = await storedInquiries();
    const closed = await exportAs("admin", "?status=closed");
    expect(closed.body).toBe(buildInquiriesCsv(seeded.filter((i) => i.status === "closed")));
    expect(closed.body.split("\r\n").length).toBeGreaterThan(2);

    const matches = (i: Inquiry, text: string) =>
      [i.name, i.email, i.company, i.message].some((field) => field?.toLowerCase().includes(text));
    const found = await exportAs("admin", "?q=LOGISTICS");
    expect(found.body).toBe(buildInquiriesCsv(seeded.filter((i) => matches(i, "logistics"))));
    expect(found.body).toContain("Prairie Freight Logistics");

    const both = await exportAs("admin", "?status=new&q=logistics");
    expect(both.body).toBe(
      buildInquiriesCsv(seeded.filter((i) => i.status === "new" && matches(i, "logistics"))),
    );
    expect((await exportAs("admin", "?q=no-such-inquiry-anywhere")).body).toBe(CSV_BOM + inquiryCsvHeader());
  });

  it("is for the admin only: 401 without a valid token, 403 for other roles, as JSON", async () => {
    for (const role of ["editor", "seo_manager"]) {
      const response = await exportAs(role);
      expect(response.statusCode).toBe(403);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["content-disposition"]).toBeUndefined();
      expect(response.json()).toEqual({ error: "forbidden", message: expect.stringMatching(/Admin role/) });
    }
    const anonymous = await exportAs(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "unauthorized", message: expect.any(String) });
    const forged = await server.app.inject({ url: URL_PATH, headers: { authorization: "Bearer nope" } });
    expect(forged.statusCode).toBe(401);
  });

  it("refuses an unknown status with 400 naming the field", async () => {
    const response = await exportAs("admin", "?status=archived");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "validation_error",
      fields: { status: expect.any(Array) },
    });
  });

  it("streams thousands of inquiries, all of them, in order across page boundaries", async () => {
    const base = Date.now() - 60_000;
    const rows: NewInquiry[] = Array.from({ length: 2_600 }, (_, n) => ({
      name: `Bulk ${n}`,
      email: `bulk-${n}@example.com`,
      company: n % 5 === 0 ? null : `Company, ${n}`,
      service: ["virtual", "temporary", "direct", "consultation", null][n % 5] ?? null,
      status: (["new", "in_progress", "closed"] as const)[n % 3],
      message: n % 4 === 0 ? `=cmd|' /C calc'!A${n}` : `Line one\nline "two" of ${n}`,
      // Groups of seven share a millisecond, and the last 600 the database's one now(), so pages
      // also break between rows of one time, which only the id orders.
      createdAt: n < 2_000 ? new Date(base - Math.floor(n / 7) * 1000) : undefined,
    }));
    await server.db.insert(inquiries).values(rows);
    const expected = buildInquiriesCsv(await storedInquiries());

    const response = await fetch(`${server.url}${URL_PATH}`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.status).toBe(200);
    // Sent in chunks as pages are read, not as one body of known length.
    expect(response.headers.get("content-length")).toBeNull();
    // (text() would drop the byte-order mark, as a browser does.)
    const body = Buffer.from(await response.arrayBuffer()).toString("utf8");
    expect(body.length).toBe(expected.length);
    expect(body).toBe(expected);
    expect(body.match(/"Bulk \d+"/g)).toHaveLength(2_600);
  });
});

describe("the export's stream", () => {
  it("reads one page at a time, only as the reader asks for more", async () => {
    const stored = Array.from(
      { length: 4 * INQUIRY_PAGE_SIZE_MAX + 3 },
      (_, n): Inquiry => ({
        id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
        name: `Person ${n}`,
        email: `p${n}@example.com`,
        company: null,
        service: null,
        message: null,
        status: "new",
        idempotencyKey: null,
        source: "website",
        assigneeId: null,
        firstRespondedAt: null,
        openedAt: null,
        openedById: null,
        attribution: UNKNOWN_ATTRIBUTION,
        whitepaperId: null,
        createdAt: new Date(Date.UTC(2025, 0, 1) - n * 60_000),
        updatedAt: new Date(),
      }),
    );
    const requests: { limit?: number; cursor?: string; status?: string; q?: string }[] = [];
    const api = {
      inquiries: {
        list: async (input: { limit: number; cursor?: string }) => {
          requests.push(input);
          const start = input.cursor ? requests.length - 1 : 0;
          return stored.slice(start * input.limit, (start + 1) * input.limit);
        },
      },
    } as unknown as Caller;

    const stream = await inquiriesCsvStream(api, { status: "new", q: "person" });
    expect(requests).toHaveLength(1);
    const reader = stream[Symbol.asyncIterator]();
    const chunks = [String((await reader.next()).value)];
    expect(chunks[0]?.startsWith(CSV_BOM + inquiryCsvHeader())).toBe(true);
    // The stream's buffer holds a page at most; the rest waits for the reader.
    expect(requests.length).toBeLessThanOrEqual(2);
    for (let chunk = await reader.next(); !chunk.done; chunk = await reader.next())
      chunks.push(String(chunk.value));
    expect(requests).toHaveLength(5);
    expect(
      requests.every((r) => r.limit === INQUIRY_PAGE_SIZE_MAX && r.status === "new" && r.q === "person"),
    ).toBe(true);
    expect(requests[0]?.cursor).toBeUndefined();
    expect(requests[1]?.cursor).toEqual(expect.any(String));
    expect(chunks.join("").split("\r\n").filter(Boolean)).toHaveLength(1 + stored.length);
  });
});
