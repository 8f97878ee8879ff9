import { crc32 } from "node:zlib";
import { simplePdf } from "@staffing/db";
import { uploadOfBytes } from "./private-documents";

// Real files of every kind the private store takes and of kinds it refuses, made in the test: a
// zip writer (stored entries, as any unzip reads them), a PDF, an RTF, and the usual impostors.

/** A zip archive of these entries, in this order, stored uncompressed. */
export function zipOf(entries: readonly [name: string, content: string | Uint8Array][]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A one-paragraph Word document (the parts Word itself needs to open one). */
export const sampleDocx = (text = "Priya Raman, payroll accountant") =>
  zipOf([
    ["[Content_Types].xml", CONTENT_TYPES],
    ["_rels/.rels", RELS],
    [
      "word/document.xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ],
  ]);

/** A one-paragraph OpenDocument text: `mimetype` first and stored, as ODF requires. */
export const sampleOdt = (text = "Priya Raman, payroll accountant") =>
  zipOf([
    ["mimetype", "application/vnd.oasis.opendocument.text"],
    [
      "META-INF/manifest.xml",
      `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    ],
    [
      "content.xml",
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text><text:p>${text}</text:p></office:text></office:body></office:document-content>`,
    ],
  ]);

/** An OpenDocument spreadsheet: a zip with ODF's signature, but not a text document. */
export const sampleOds = () =>
  zipOf([
    ["mimetype", "application/vnd.oasis.opendocument.spreadsheet"],
    ["content.xml", "<office:document-content/>"],
  ]);

export const samplePdf = (title = "Priya Raman") => simplePdf(title, ["Payroll accountant, Lethbridge."]);
export const sampleRtf = () =>
  new Uint8Array(Buffer.from("{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Helvetica;}}\\f0 Priya Raman\\par}"));
/** A plain zip of a text file. */
export const samplePlainZip = () => zipOf([["notes.txt", "Not a document."]]);
/** The start of a Windows executable (the MZ header and its PE stub's message). */
export const sampleExecutable = () =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00"),
      Buffer.alloc(58),
      Buffer.from("This program cannot be run in DOS mode."),
    ]),
  );
export const sampleHtml = () =>
  new Uint8Array(
    Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
  );
export const sampleSvg = () =>
  new Uint8Array(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    ),
  );
/** The EICAR anti-virus test file: harmless, and every scanner reports it. */
export const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";
export const sampleEicar = () => new Uint8Array(Buffer.from(EICAR));

/** An upload held in memory, as the server's spool file would give it (for tests of the services). */
export const memoryUpload = uploadOfBytes;
