import type { Database } from "@staffing/db";
import { defineJobKind } from "@staffing/jobs";
import { z } from "zod";
import { rollUpPageViews } from "./services/analytics";

/**
 * Every night, once across every instance, the page-view counters older than PAGE_VIEW_DETAIL_DAYS
 * are rolled up to page and device (issue 31: the counters were never pruned). A missed night is
 * caught up by the next: it folds every older day.
 */
export const pageViewRollUp = defineJobKind({
  name: "page-view-roll-up",
  data: z.object({}),
  priority: "background",
  retry: { limit: 2, delaySeconds: 600, backoff: true },
  concurrency: 1,
  timeoutSeconds: 600,
  schedule: { cron: "17 3 * * *", data: {} },
  async work(_job, { db }: { db: Database }) {
    await rollUpPageViews(db);
  },
});
