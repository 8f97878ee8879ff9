import { describe, expect, it } from "vitest";
import {
  sampleDocx,
  sampleEicar,
  sampleExecutable,
  sampleHtml,
  sampleOds,
  sampleOdt,
  samplePdf,
  samplePlainZip,
  sampleRtf,
  sampleSvg,
  zipOf,
} from "../sample-documents.testing";
import { documentKindOf } from "./document-kinds";

const kindOf = (bytes: Uint8Array) =>
  documentKindOf(bytes.length, async (position, length) => bytes.subarray(position, position + length));

describe("a document's kind, from its bytes", () => {
  it("recognises a PDF, a Word document, an OpenDocument text and an RTF", async () => {
    expect(await kindOf(samplePdf())).toBe("pdf");
    expect(await kindOf(sampleDocx())).toBe("docx");
    expect(await kindOf(sampleOdt())).toBe("odt");
    expect(await kindOf(sampleRtf())).toBe("rtf");
  });

  it("refuses a renamed executable, HTML, SVG, the EICAR file and a plain zip", async () => {
    for (const bytes of [sampleExecutable(), sampleHtml(), sampleSvg(), sampleEicar(), samplePlainZip()])
      expect(await kindOf(bytes)).toBeNull();
  });

  it("refuses an OpenDocument spreadsheet and a zip that only names word/document.xml in passing", async () => {
    expect(await kindOf(sampleOds())).toBeNull();
    // The ODF signature belongs first: a `mimetype` entry later on is not one.
    expect(
      await kindOf(
        zipOf([
          ["content.xml", "x"],
          ["mimetype", "application/vnd.oasis.opendocument.text"],
        ]),
      ),
    ).toBeNull();
    // Word's own parts are needed, not a file that mentions them.
    expect(await kindOf(zipOf([["readme.txt", "word/document.xml [Content_Types].xml"]]))).toBeNull();
  });

  it("refuses a truncated zip (its directory cut off)", async () => {
    const docx = sampleDocx();
    expect(await kindOf(docx.subarray(0, docx.length - 30))).toBeNull();
  });

  it("reads a zip whose directory is followed by a comment", async () => {
    const docx = Buffer.from(sampleDocx());
    const comment = Buffer.from("written by a test");
    docx.writeUInt16LE(comment.length, docx.length - 2);
    expect(await kindOf(new Uint8Array(Buffer.concat([docx, comment])))).toBe("docx");
  });
});
