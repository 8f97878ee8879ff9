import type { Database } from "@staffing/db";
import { defineJobKind, type JobLogger } from "@staffing/jobs";
import { z } from "zod";
import type { DocumentLibrary } from "./private-documents";
import { deleteExpiredApplications } from "./services/application-removal";

/**
 * Every night, once across every instance, applications older than APPLICATION_RETENTION_DAYS are
 * deleted with their résumés (issue 30: a candidate's data is theirs). A missed night is caught up by
 * the next. Only the counts are logged: never whose.
 */
export const applicationRetention = defineJobKind({
  name: "application-retention",
  data: z.object({}),
  priority: "background",
  retry: { limit: 2, delaySeconds: 600, backoff: true },
  concurrency: 1,
  timeoutSeconds: 600,
  schedule: { cron: "41 3 * * *", data: {} },
  async work(
    _job,
    deps: {
      db: Database;
      documents: DocumentLibrary;
      retentionDays: number;
      logger: Pick<JobLogger, "info">;
    },
  ) {
    const removed = await deleteExpiredApplications(deps.db, deps.documents, deps.retentionDays);
    deps.logger.info(
      { applications: removed.applications, resumes: removed.resumes, retentionDays: deps.retentionDays },
      "expired applications deleted",
    );
  },
});
