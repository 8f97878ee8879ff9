import { randomUUID } from "node:crypto";
import type { AuthenticatedUser } from "@staffing/auth";
import { applications, type Database, documents } from "@staffing/db";
import { and, eq, inArray, lt, notExists, type SQL, sql } from "drizzle-orm";
import type { DocumentLibrary } from "../private-documents";
import { recordChange } from "./audit-log";
import { deleteDocuments } from "./documents";

// A candidate's data is theirs (issue 30, point 4): applications leave with their résumés, after
// APPLICATION_RETENTION_DAYS (the job system) or at once when an admin erases a candidate. Notes,
// replies, events and the notification mark go with each application (their foreign keys cascade).

const DAY_MS = 86_400_000;
const BATCH = 500;
/** A résumé no application names this long after it was stored was left by an intake that failed. */
const STRAY_RESUME_HOURS = 24;

/**
 * Deletes the applications `where` matches (up to `limit`) with their résumés: the files and their
 * rows first, so no file outlives its application whatever fails after (a failed run leaves an
 * application without its résumé, which the next one deletes). Answers how many of each went.
 */
async function deleteApplications(
  db: Database,
  library: DocumentLibrary,
  where: SQL | undefined,
  limit: number | null,
  withinDeletion: (tx: Database, deleted: number) => Promise<void> = async () => {},
): Promise<{ applications: number; resumes: number }> {
  const chosen = db
    .select({ id: applications.id, resumeId: applications.resumeId })
    .from(applications)
    .where(where);
  const rows = await (limit === null ? chosen : chosen.limit(limit));
  const resumeIds = rows.flatMap((row) => (row.resumeId ? [row.resumeId] : []));
  await deleteDocuments(db, library, resumeIds);
  const deleted = await db.transaction(async (tx) => {
    const gone =
      rows.length > 0
        ? await tx
            .delete(applications)
            .where(
              inArray(
                applications.id,
                rows.map((row) => row.id),
              ),
            )
            .returning({ id: applications.id })
        : [];
    await withinDeletion(tx, gone.length);
    return gone.length;
  });
  return { applications: deleted, resumes: resumeIds.length };
}

/**
 * Erases one candidate: every application sent from the address (whatever its case), with its
 * résumé's file. The audit log records that a candidate was erased and how many applications, never
 * who (the address and names are what was erased).
 */
export async function eraseCandidate(
  db: Database,
  library: DocumentLibrary,
  email: string,
  actor: AuthenticatedUser,
): Promise<{ erased: number }> {
  const theirs = eq(sql`lower(${applications.email})`, email.trim().toLowerCase());
  const { applications: erased } = await deleteApplications(db, library, theirs, null, (tx, deleted) =>
    recordChange(tx, actor, {
      action: "delete",
      entityType: "candidate",
      // The erasure's own id: nothing that leads back to the candidate.
      entityId: randomUUID(),
      after: { applications: deleted },
    }),
  );
  return { erased };
}

/**
 * The job system's daily pass: deletes every application that came in more than `retentionDays`
 * ago with its résumé, a batch at a time, and résumés an intake left without an application.
 * Answers the counts (all that is logged).
 */
export async function deleteExpiredApplications(
  db: Database,
  library: DocumentLibrary,
  retentionDays: number,
  now: Date = new Date(),
): Promise<{ applications: number; resumes: number }> {
  const expired = lt(applications.createdAt, new Date(now.getTime() - retentionDays * DAY_MS));
  const total = { applications: 0, resumes: 0 };
  for (;;) {
    const batch = await deleteApplications(db, library, expired, BATCH);
    total.applications += batch.applications;
    total.resumes += batch.resumes;
    if (batch.applications < BATCH) break;
  }
  const strays = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.purpose, "resume"),
        lt(documents.createdAt, new Date(now.getTime() - STRAY_RESUME_HOURS * 3_600_000)),
        notExists(
          db.select({ one: sql`1` }).from(applications).where(eq(applications.resumeId, documents.id)),
        ),
      ),
    );
  await deleteDocuments(
    db,
    library,
    strays.map((row) => row.id),
  );
  total.resumes += strays.length;
  return total;
}
