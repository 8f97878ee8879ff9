// A small, valid one-page PDF (PDF 1.4, Helvetica, the text wrapped in lines), written by hand so the
// demo's whitepapers and the tests' files need no PDF library: a header, five objects, their offsets
// in the cross-reference table, and the trailer.

const LINE_CHARACTERS = 80;

/** PDF string syntax: backslash, parentheses escaped; anything outside Latin-1's printable range dropped. */
const pdfText = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[\\()]/g, (character) => `\\${character}`);

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/\s+/)) {
    if (line && line.length + word.length + 1 > LINE_CHARACTERS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF with the title in large type and the paragraphs under it. */
export function simplePdf(title: string, paragraphs: readonly string[]): Uint8Array {
  const body = paragraphs.flatMap((paragraph) => [...wrap(paragraph), ""]);
  const content = [
    "BT",
    "/F1 20 Tf",
    "72 740 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 11 Tf",
    "0 -32 Td",
    "14 TL",
    ...body.map((line) => `(${pdfText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}
