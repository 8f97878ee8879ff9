import { describe, expect, it } from "vitest";
import { documentDisplayName } from "./documents";

describe("a document's display name", () => {
  it("keeps the sender's name and gives it its kind's extension", () => {
    expect(documentDisplayName("Résumé – Zoë Müller.pdf", "pdf")).toBe("Résumé – Zoë Müller.pdf");
    expect(documentDisplayName("cv.exe", "pdf")).toBe("cv.pdf");
    expect(documentDisplayName("letter", "docx")).toBe("letter.docx");
  });

  it("drops folders, control characters and direction overrides", () => {
    expect(documentDisplayName("../../etc/passwd", "rtf")).toBe("passwd.rtf");
    expect(documentDisplayName("C:\\Users\\x\\cv.odt", "odt")).toBe("cv.odt");
    expect(documentDisplayName("cv\u202Efdp.exe", "pdf")).toBe("cvfdp.pdf");
    expect(documentDisplayName("a\r\nb.pdf", "pdf")).toBe("ab.pdf");
  });

  it("names a document without a usable name", () => {
    expect(documentDisplayName("", "pdf")).toBe("document.pdf");
    expect(documentDisplayName(".pdf", "pdf")).toBe("document.pdf");
    expect(documentDisplayName(undefined, "rtf")).toBe("document.rtf");
  });
});
