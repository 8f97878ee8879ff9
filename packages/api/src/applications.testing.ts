import { applications, type Database, type NewApplication } from "@staffing/db";
import type { DocumentLibrary } from "./private-documents";
import { uploadOfBytes } from "./private-documents";
import { samplePdf } from "./sample-documents.testing";
import { receiveDocument } from "./services/documents";

// Applications as the public intake stores them, made directly for the pipeline's tests: the row, and
// a résumé (a small real PDF) in the private store as an upload would put it there.

let made = 0;

/** An application to `jobId` (or none) with a stored résumé unless `resume: false`; answers its row. */
export async function insertApplication(
  db: Database,
  library: DocumentLibrary,
  values: Partial<NewApplication> & { resume?: boolean } = {},
) {
  made++;
  const { resume = true, ...row } = values;
  const name = row.name ?? `Candidate ${made}`;
  const document = resume
    ? await receiveDocument(db, library, uploadOfBytes(samplePdf(name), `${name} CV.pdf`), {
        purpose: "resume",
        uploadedBy: null,
      })
    : null;
  const [application] = await db
    .insert(applications)
    .values({
      jobTitle: "Payroll Accountant",
      name,
      email: `candidate${made}-${Date.now()}@example.com`,
      consentText: "I agree that my application is kept as the privacy notice says.",
      resumeId: document?.id ?? null,
      ...row,
    })
    .returning();
  if (!application) throw new Error("The application was not stored.");
  return application;
}
