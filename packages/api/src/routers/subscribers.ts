import {
  SUBSCRIBER_CSV_COLUMNS,
  subscriberFilterInput,
  subscriberIdInput,
  subscriberListInput,
} from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { subscriberOutput, successOutput } from "../outputs";
import { listSubscribers, removeSubscriber } from "../services/newsletter";
import { procedureFor } from "../trpc";

const manage = procedureFor("subscribers:manage");

/** The admins' view of the newsletter's subscribers and their consent records. */
export const subscribersRouter = {
  list: manage
    .meta({
      rest: [
        {
          method: "GET",
          path: "/admin/subscribers",
          tags: ["Subscribers"],
          answer: { kind: "keyset-page" },
          summary:
            "Newsletter subscribers, newest first; optional status, search, limit and cursor (next page in X-Next-Cursor)",
        },
        {
          method: "GET",
          path: "/admin/subscribers/export.csv",
          operationId: "subscribersExportCsv",
          tags: ["Subscribers"],
          answer: {
            kind: "csv-download",
            query: subscriberFilterInput,
            columns: SUBSCRIBER_CSV_COLUMNS,
            attachment: "subscribers-YYYY-MM-DD.csv",
          },
          summary:
            "Every subscriber matching the optional status and search, with their consent record, as CSV",
        },
      ],
    })
    .input(subscriberListInput)
    .output(z.array(subscriberOutput))
    .query(({ ctx, input }) => listSubscribers(ctx.db, input)),
  remove: manage
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/subscribers/:id",
        tags: ["Subscribers"],
        success: [204],
        refusals: [404],
        summary: "Remove a subscriber and their record",
      },
    })
    .input(subscriberIdInput)
    .output(successOutput)
    .mutation(async ({ ctx, input }) => {
      await removeSubscriber(ctx.db, input.id, ctx.user);
      return { success: true as const };
    }),
} satisfies TRPCRouterRecord;
