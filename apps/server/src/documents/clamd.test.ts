import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { sampleEicar, samplePdf } from "@staffing/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../testing";
import { ClamdError, clamdScanner } from "./clamd";
import { clamdMissing, startClamd } from "./clamd.testing";

// The INSTREAM client against Debian's real clamd, started here with a signature database of our own.

if (clamdMissing) console.warn(`Skipping the clamd scanner's tests: ${clamdMissing}`);

describe.skipIf(clamdMissing)("the clamd scanner (a real clamd)", () => {
  let clamd: Awaited<ReturnType<typeof startClamd>>;
  beforeAll(async () => {
    clamd = await startClamd();
  }, 90_000);
  afterAll(() => clamd?.stop());

  const scan = (bytes: Uint8Array | Buffer) => clamdScanner(clamd).scan(Readable.from([bytes]));

  it("catches the EICAR test file", async () => {
    expect(await scan(sampleEicar())).toEqual({
      infected: true,
      finding: expect.stringMatching(/^Eicar-Test-Signature/),
    });
  });

  it("catches the EICAR string inside a PDF, past the first chunk", async () => {
    const carrier = Buffer.concat([Buffer.from(samplePdf()), randomBytes(200 * 1024), sampleEicar()]);
    expect((await scan(carrier)).infected).toBe(true);
  });

  it("passes a clean PDF, and a 5 MB file sent in many chunks", async () => {
    expect(await scan(samplePdf())).toEqual({ infected: false });
    const pieces = Array.from({ length: 80 }, () => randomBytes(64 * 1024));
    expect(await clamdScanner(clamd).scan(Readable.from(pieces))).toEqual({ infected: false });
  });
});

describe("the clamd scanner without a clamd", () => {
  it("throws (the document waits as pending) when nothing listens", async () => {
    const port = await freePort();
    await expect(
      clamdScanner({ host: "127.0.0.1", port }).scan(Readable.from([Buffer.from("x")])),
    ).rejects.toBeInstanceOf(ClamdError);
  });
});
