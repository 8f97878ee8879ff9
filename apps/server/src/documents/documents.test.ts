import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  sampleDocx,
  sampleEicar,
  sampleExecutable,
  sampleHtml,
  samplePdf,
  samplePlainZip,
  sampleSvg,
} from "@staffing/api/testing";
import { documentChunks, documents } from "@staffing/db";
import { DOCUMENT_MESSAGES, type UserRole } from "@staffing/shared";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, multipartBody, startTestServer, type TestServer, tokensForEveryRole } from "../testing";
import { clamdMissing, startClamd } from "./clamd.testing";
import { CHUNK_BYTES } from "./database-storage";

// The private document store over HTTP: a whitepaper's PDF uploaded by staff, typed by its bytes,
// kept out of /media (a directory of its own on PGlite, document_chunks on PostgreSQL, the bucket's
// private/ prefix), scanned by a real clamd when one is configured, and downloaded only as an attachment.

interface DocumentAnswer {
  id: string;
  displayName: string;
  kind: string;
  size: number;
  scanStatus: string;
  scanFinding: string | null;
}

function uploader(server: () => TestServer, tokens: () => Record<UserRole, string>) {
  return (bytes: Uint8Array, name = "paper.pdf", role: UserRole = "editor", type = "application/pdf") => {
    const body = multipartBody({}, { name, type, bytes });
    return server().app.inject({
      method: "POST",
      url: "/api/admin/documents",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens()[role]}` },
    });
  };
}

function suite(name: string, env: () => Record<string, string>, where: "default" | "bucket") {
  describe(name, () => {
    let server: TestServer;
    let tokens: Record<UserRole, string>;
    beforeAll(async () => {
      server = await startTestServer({ env: env() });
      tokens = await tokensForEveryRole(server, "correct-horse-battery");
    }, 120_000);
    afterAll(() => server?.close());
    const upload = uploader(
      () => server,
      () => tokens,
    );
    const download = (id: string, role: UserRole = "editor") =>
      server.app.inject({
        method: "GET",
        url: `/api/admin/documents/${id}/file`,
        headers: { authorization: `Bearer ${tokens[role]}` },
      });

    it("keeps a whitepaper's PDF privately and gives it back to staff only as an attachment", async () => {
      const bytes = samplePdf("The real cost of a virtual team");
      const response = await upload(bytes, "Coût réel – équipe.pdf");
      expect(response.statusCode).toBe(201);
      const document = response.json() as DocumentAnswer;
      expect(document).toMatchObject({
        displayName: "Coût réel – équipe.pdf",
        kind: "pdf",
        size: bytes.length,
        scanStatus: "not_scanned",
      });

      const file = await download(document.id, "seo_manager");
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(Buffer.from(bytes))).toBe(true);
      expect(file.headers).toMatchObject({
        "content-type": "application/octet-stream",
        "content-disposition": `attachment; filename="Cout reel  equipe.pdf"; filename*=UTF-8''Co%C3%BBt%20r%C3%A9el%20%E2%80%93%20%C3%A9quipe.pdf`,
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "cache-control": "private, no-store",
      });

      // Nowhere under /media: not by its id, not in the media directory.
      expect((await server.app.inject({ url: `/media/${document.id}` })).statusCode).toBe(404);
      expect(existsSync(path.join(server.config.media.directory, document.id))).toBe(false);
      const inTable = await server.db
        .select()
        .from(documentChunks)
        .where(eq(documentChunks.name, document.id));
      if (where === "bucket") {
        // An object under private/, none at the bucket's top where media's names are.
        expect(inTable).toEqual([]);
        const bucket = path.join(s3Directory, "staffing-media");
        expect(existsSync(path.join(bucket, "private", `${document.id}._S3rver_object`))).toBe(true);
        expect(existsSync(path.join(bucket, `${document.id}._S3rver_object`))).toBe(false);
      } else if (server.databaseUrl) expect(inTable.length).toBe(1);
      else expect(readdirSync(server.config.documents.directory)).toContain(document.id);
      // Without a token, nothing: not even whether it is there.
      expect((await server.app.inject({ url: `/api/admin/documents/${document.id}/file` })).statusCode).toBe(
        401,
      );
    });

    it("streams a 5 MB document through in pieces and back byte for byte", async () => {
      const big = Buffer.concat([Buffer.from(samplePdf()), Buffer.alloc(5 * 1024 * 1024 - 2000, 0x20)]);
      const response = await upload(big, "big.pdf");
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as DocumentAnswer;
      if (where === "default" && server.databaseUrl) {
        const rows = await server.db.select().from(documentChunks).where(eq(documentChunks.name, id));
        expect(rows.length).toBe(Math.ceil(big.length / CHUNK_BYTES));
      }
      const file = await download(id);
      expect(file.rawPayload.equals(big)).toBe(true);
    });

    it("refuses by its bytes what is not a PDF (415), whatever its name or type says", async () => {
      for (const [bytes, name] of [
        [sampleExecutable(), "report.pdf"],
        [sampleHtml(), "report.pdf"],
        [sampleSvg(), "report.pdf"],
        [samplePlainZip(), "report.pdf"],
      ] as const) {
        const response = await upload(bytes, name);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          error: "unsupported_media_type",
          message: DOCUMENT_MESSAGES.unsupportedKind,
        });
      }
      // A real Word document is a document, but a whitepaper is a PDF.
      const docx = await upload(sampleDocx(), "paper.docx");
      expect(docx.statusCode).toBe(415);
      expect(docx.json()).toMatchObject({ message: DOCUMENT_MESSAGES.notAPdf });
    });

    it("refuses a file over 5 MB (413), an empty one (400), a request without a file (400)", async () => {
      const tooBig = await upload(Buffer.concat([Buffer.from(samplePdf()), Buffer.alloc(5 * 1024 * 1024)]));
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({ message: DOCUMENT_MESSAGES.tooLarge });
      expect((await upload(new Uint8Array())).statusCode).toBe(400);
      const body = multipartBody({ note: "no file" });
      const none = await server.app.inject({
        method: "POST",
        url: "/api/admin/documents",
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${tokens.editor}` },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toContain(DOCUMENT_MESSAGES.missingFile);
    });

    it("lets only those who edit pages upload (403 for an SEO manager, nothing kept)", async () => {
      const before = await server.db.select().from(documents);
      const response = await upload(samplePdf(), "paper.pdf", "seo_manager");
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("This needs the Admin or Editor role.");
      expect(await server.db.select().from(documents)).toHaveLength(before.length);
    });
  });
}

suite(
  "private documents without a bucket (DATA_DIR/documents on PGlite, document_chunks on PostgreSQL)",
  () => ({}),
  "default",
);

let s3: S3rver | undefined;
let s3Directory = "";
const s3Env: Record<string, string> = {};
beforeAll(async () => {
  s3Directory = mkdtempSync(path.join(os.tmpdir(), "staffing-s3-documents-"));
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Directory });
  const { port } = await s3.run();
  Object.assign(s3Env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_BUCKET: "staffing-media",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
});
afterAll(async () => {
  await s3?.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

suite("private documents in the bucket's private/ prefix (s3rver)", () => s3Env, "bucket");

if (clamdMissing) console.warn(`Skipping the scanned uploads' tests: ${clamdMissing}`);

describe.skipIf(clamdMissing)("private documents scanned by a real clamd (CLAMAV_URL)", () => {
  let clamd: Awaited<ReturnType<typeof startClamd>>;
  let server: TestServer;
  let tokens: Record<UserRole, string>;
  beforeAll(async () => {
    clamd = await startClamd();
    server = await startTestServer({ env: { CLAMAV_URL: clamd.url } });
    tokens = await tokensForEveryRole(server, "correct-horse-battery");
  }, 150_000);
  afterAll(async () => {
    await server?.close();
    await clamd?.stop();
  });
  const upload = uploader(
    () => server,
    () => tokens,
  );

  it("passes a clean PDF, marked as scanned clean", async () => {
    const response = await upload(samplePdf());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ scanStatus: "clean", scanFinding: null });
  });

  it("refuses a PDF carrying the EICAR test file (422): marked, and its bytes kept nowhere", async () => {
    const infected = Buffer.concat([Buffer.from(samplePdf()), sampleEicar()]);
    const response = await upload(infected, "infected.pdf");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: "unprocessable", message: DOCUMENT_MESSAGES.infected });
    const [row] = await server.db.select().from(documents).where(eq(documents.displayName, "infected.pdf"));
    expect(row).toMatchObject({ scanStatus: "infected", stored: false });
    expect(row?.scanFinding).toMatch(/^Eicar-Test-Signature/);
    const directory = server.config.documents.directory;
    if (existsSync(directory))
      expect(readdirSync(directory).some((name) => name.includes(row?.id ?? "-"))).toBe(false);
    const chunks = await server.db
      .select()
      .from(documentChunks)
      .where(eq(documentChunks.name, row?.id ?? ""));
    expect(chunks).toEqual([]);
    // And staff cannot have it.
    const file = await server.app.inject({
      url: `/api/admin/documents/${row?.id}/file`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe(DOCUMENT_MESSAGES.downloadInfected);
  });
});

describe("private documents while clamd cannot be reached", () => {
  it("are kept pending, and nobody can download them until they are scanned", async () => {
    const server = await startTestServer({ env: { CLAMAV_URL: `tcp://127.0.0.1:${await freePort()}` } });
    try {
      const tokens = await tokensForEveryRole(server, "correct-horse-battery");
      const response = await uploader(
        () => server,
        () => tokens,
      )(samplePdf());
      expect(response.json()).toMatchObject({ scanStatus: "pending" });
      const file = await server.app.inject({
        url: `/api/admin/documents/${(response.json() as DocumentAnswer).id}/file`,
        headers: { authorization: `Bearer ${tokens.editor}` },
      });
      expect(file.statusCode).toBe(409);
      expect(file.json().message).toBe(DOCUMENT_MESSAGES.downloadPending);
    } finally {
      await server.close();
    }
  }, 120_000);
});
