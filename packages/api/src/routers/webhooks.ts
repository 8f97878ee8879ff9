import { entityId, webhookInput, webhookUpdate } from "@staffing/shared";
import type { TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";
import { createdWebhookOutput, webhookDeliveryOutput, webhookOutput } from "../outputs";
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  listWebhookDeliveries,
  listWebhooks,
  sendTestEvent,
  updateWebhook,
} from "../services/webhooks";
import { procedureFor } from "../trpc";

/** The most attempts the Deliveries list shows (the newest). */
export const WEBHOOK_DELIVERIES_SHOWN = 100;

export const webhooksRouter = {
  list: procedureFor("webhooks:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/webhooks",
        tags: ["Webhooks"],
        summary: "Every webhook, newest first (never its secret)",
      },
    })
    .output(z.array(webhookOutput))
    .query(({ ctx }) => listWebhooks(ctx.db)),
  get: procedureFor("webhooks:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/webhooks/:id",
        tags: ["Webhooks"],
        refusals: [404],
        summary:
          "One webhook (never its secret); `disabledAt` is set once three days of failures disabled it",
      },
    })
    .input(z.object({ id: entityId }))
    .output(webhookOutput)
    .query(({ ctx, input }) => findWebhook(ctx.db, input.id)),
  create: procedureFor("webhooks:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/webhooks",
        tags: ["Webhooks"],
        success: [201],
        summary:
          "Add a webhook `{ url, events, description? }`; the answer carries its signing secret (whsec_...), shown this once. 400 for a target on a loopback, private, link-local or metadata address",
      },
    })
    .input(webhookInput)
    .output(createdWebhookOutput)
    .mutation(({ ctx, input }) => createWebhook(ctx.db, input, ctx.user, ctx.webhooks)),
  update: procedureFor("webhooks:manage")
    .meta({
      rest: {
        method: "PUT",
        path: "/admin/webhooks/:id",
        tags: ["Webhooks"],
        refusals: [404],
        summary: "Change a webhook; `enabled: true` switches a disabled one on again",
      },
    })
    .input(webhookUpdate)
    .output(webhookOutput)
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateWebhook(ctx.db, id, values, ctx.user, ctx.webhooks),
    ),
  delete: procedureFor("webhooks:manage")
    .meta({
      rest: {
        method: "DELETE",
        path: "/admin/webhooks/:id",
        tags: ["Webhooks"],
        refusals: [404],
        summary: "Delete a webhook and its deliveries",
      },
    })
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deleteWebhook(ctx.db, input.id, ctx.user)),
  sendTest: procedureFor("webhooks:manage")
    .meta({
      rest: {
        method: "POST",
        path: "/admin/webhooks/:id/test",
        tags: ["Webhooks"],
        success: [202],
        refusals: [404],
        summary: "Queue a `webhook.test` event to this webhook; its attempts appear among the deliveries",
      },
    })
    .input(z.object({ id: entityId }))
    .output(z.object({ messageId: z.string() }))
    .mutation(({ ctx, input }) => sendTestEvent(ctx.db, ctx.jobs, input.id, ctx.user)),
  deliveries: procedureFor("webhooks:manage")
    .meta({
      rest: {
        method: "GET",
        path: "/admin/webhooks/:id/deliveries",
        tags: ["Webhooks"],
        refusals: [404],
        summary:
          "The webhook's last 100 delivery attempts, newest first: event, message id (webhook-id), attempt, status code or error, time",
      },
    })
    .input(z.object({ id: entityId }))
    .output(z.array(webhookDeliveryOutput))
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.db, input.id, WEBHOOK_DELIVERIES_SHOWN)),
} satisfies TRPCRouterRecord;
