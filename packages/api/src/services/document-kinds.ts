import type { DocumentKind } from "@staffing/shared";
import type { SpooledUpload } from "../private-documents";

// A document's kind is decided by its bytes alone: a name or a browser's Content-Type is what a
// sender chooses, and a renamed executable, HTML page or SVG would otherwise be kept as a "résumé".

type ReadAt = SpooledUpload["read"];

const ascii = (bytes: Uint8Array, start = 0, end = bytes.length) =>
  String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, text: string) => ascii(bytes, 0, text.length) === text;

const ODT_MIMETYPE = "application/vnd.oasis.opendocument.text";
// The end-of-central-directory record: 22 bytes and a comment of up to 65,535.
const END_RECORD_BYTES = 22;
const END_RECORD_SEARCH = END_RECORD_BYTES + 0xffff;
// A word-processing document's directory is a few kilobytes; a larger one is not what we take.
const DIRECTORY_MAX_BYTES = 1024 * 1024;

/** The kind of a document from its bytes, or null for anything else (including a plain zip). */
export async function documentKindOf(size: number, read: ReadAt): Promise<DocumentKind | null> {
  const head = await read(0, 128);
  if (startsWith(head, "%PDF-")) return "pdf";
  if (startsWith(head, "{\\rtf")) return "rtf";
  if (!startsWith(head, "PK\u0003\u0004")) return null;
  const names = await zipEntryNames(size, read);
  if (!names) return null;
  if (isOpenDocumentText(head) && names.includes("content.xml")) return "odt";
  if (names.includes("word/document.xml") && names.includes("[Content_Types].xml")) return "docx";
  return null;
}

/**
 * ODF's own signature: the first entry is `mimetype`, stored uncompressed, holding the type, so it
 * sits at a fixed place in the first bytes.
 */
function isOpenDocumentText(head: Uint8Array): boolean {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head.length < 30) return false;
  const method = view.getUint16(8, true);
  const storedSize = view.getUint32(18, true);
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  if (method !== 0 || ascii(head, 30, 30 + nameLength) !== "mimetype") return false;
  const start = 30 + nameLength + extraLength;
  return storedSize === ODT_MIMETYPE.length && ascii(head, start, start + storedSize) === ODT_MIMETYPE;
}

/** The names in a zip's central directory, or null when it has none that reads whole. */
async function zipEntryNames(size: number, read: ReadAt): Promise<string[] | null> {
  const tailStart = Math.max(0, size - END_RECORD_SEARCH);
  const tail = await read(tailStart, size - tailStart);
  let end = -1;
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at--) {
    if (tail[at] === 0x50 && tail[at + 1] === 0x4b && tail[at + 2] === 0x05 && tail[at + 3] === 0x06) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const record = new DataView(tail.buffer, tail.byteOffset + end, END_RECORD_BYTES);
  const count = record.getUint16(10, true);
  const directorySize = record.getUint32(12, true);
  const directoryOffset = record.getUint32(16, true);
  if (directorySize > DIRECTORY_MAX_BYTES || directoryOffset + directorySize > size) return null;
  const directory = await read(directoryOffset, directorySize);
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const names: string[] = [];
  let at = 0;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(directory.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
