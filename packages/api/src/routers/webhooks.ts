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
    .output(z.array(webhookOutput))
    .query(({ ctx }) => listWebhooks(ctx.db)),
  get: procedureFor("webhooks:manage")
    .input(z.object({ id: entityId }))
    .output(webhookOutput)
    .query(({ ctx, input }) => findWebhook(ctx.db, input.id)),
  create: procedureFor("webhooks:manage")
    .input(webhookInput)
    .output(createdWebhookOutput)
    .mutation(({ ctx, input }) => createWebhook(ctx.db, input, ctx.user, ctx.webhooks)),
  update: procedureFor("webhooks:manage")
    .input(webhookUpdate)
    .output(webhookOutput)
    .mutation(({ ctx, input: { id, ...values } }) =>
      updateWebhook(ctx.db, id, values, ctx.user, ctx.webhooks),
    ),
  delete: procedureFor("webhooks:manage")
    .input(z.object({ id: entityId }))
    .mutation(({ ctx, input }) => deleteWebhook(ctx.db, input.id, ctx.user)),
  sendTest: procedureFor("webhooks:manage")
    .input(z.object({ id: entityId }))
    .output(z.object({ messageId: z.string() }))
    .mutation(({ ctx, input }) => sendTestEvent(ctx.db, input.id, ctx.user)),
  deliveries: procedureFor("webhooks:manage")
    .input(z.object({ id: entityId }))
    .output(z.array(webhookDeliveryOutput))
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.db, input.id, WEBHOOK_DELIVERIES_SHOWN)),
} satisfies TRPCRouterRecord;
