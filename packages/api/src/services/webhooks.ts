import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type Webhook, webhookDeliveries, webhooks } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import type { WebhookEvent } from "@staffing/shared";
import { desc, eq } from "drizzle-orm";
import { queueTestEvent } from "../webhooks/events";
import { newWebhookSecret, sealWebhookSecret } from "../webhooks/secrets";
import { forgetWebhookSubscribers } from "../webhooks/subscribers";
import { checkTarget, TargetRefused } from "../webhooks/targets";
import { recordChange } from "./audit-log";
import { invalidFields, notFound } from "./errors";

export interface WebhookValues {
  url: string;
  events: WebhookEvent[];
  description: string | null;
}

/** A webhook as staff see it: never its secret. */
export type WebhookView = Omit<Webhook, "encryptedSecret">;

const view = ({ encryptedSecret: _, ...webhook }: Webhook): WebhookView => webhook;

/** What the audit log keeps of a webhook: what staff set, never the secret. */
const audited = (webhook: WebhookView) => ({
  url: webhook.url,
  events: webhook.events,
  description: webhook.description,
  disabledAt: webhook.disabledAt,
});

/** Refuses (400 on `url`) a target on a network webhooks may not reach, after resolving its host. */
async function assertReachableTarget(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await checkTarget(new URL(url), allowPrivate);
  } catch (error) {
    if (error instanceof TargetRefused) throw invalidFields([{ path: ["url"], message: error.message }]);
    throw error;
  }
}

export async function listWebhooks(db: Database): Promise<WebhookView[]> {
  const rows = await db.select().from(webhooks).orderBy(desc(webhooks.createdAt), desc(webhooks.id));
  return rows.map(view);
}

export async function findWebhook(db: Database, id: string): Promise<WebhookView> {
  const [webhook] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  if (!webhook) throw notFound("Webhook");
  return view(webhook);
}

/** Adds a webhook; the answer carries its signing secret, which is never shown again. */
export async function createWebhook(
  db: Database,
  values: WebhookValues,
  actor: AuthenticatedUser,
  options: { allowPrivateTargets: boolean },
): Promise<WebhookView & { secret: string }> {
  await assertReachableTarget(values.url, options.allowPrivateTargets);
  const secret = newWebhookSecret();
  const encryptedSecret = await sealWebhookSecret(db, secret);
  const webhook = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhooks)
      .values({ ...values, encryptedSecret })
      .returning();
    if (!row) throw new Error("The webhook was not stored.");
    await recordChange(tx, actor, {
      action: "create",
      entityType: "webhook",
      entityId: row.id,
      after: audited(row),
    });
    return row;
  });
  forgetWebhookSubscribers();
  return { ...view(webhook), secret };
}

/** Changes a webhook; `enabled: true` switches a disabled one on again (its failure streak starts afresh). */
export async function updateWebhook(
  db: Database,
  id: string,
  values: WebhookValues & { enabled?: boolean | undefined },
  actor: AuthenticatedUser,
  options: { allowPrivateTargets: boolean },
): Promise<WebhookView> {
  await assertReachableTarget(values.url, options.allowPrivateTargets);
  const { enabled, ...fields } = values;
  const webhook = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhooks).where(eq(webhooks.id, id)).for("update");
    if (!before) throw notFound("Webhook");
    const [row] = await tx
      .update(webhooks)
      .set({ ...fields, ...(enabled === true && { disabledAt: null, failingSince: null }) })
      .where(eq(webhooks.id, id))
      .returning();
    if (!row) throw notFound("Webhook");
    await recordChange(tx, actor, {
      action: "update",
      entityType: "webhook",
      entityId: id,
      before: audited(before),
      after: audited(row),
    });
    return row;
  });
  forgetWebhookSubscribers();
  return view(webhook);
}

export async function deleteWebhook(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning();
    if (!before) throw notFound("Webhook");
    await recordChange(tx, actor, {
      action: "delete",
      entityType: "webhook",
      entityId: id,
      before: audited(before),
    });
  });
  forgetWebhookSubscribers();
}

/** 'Send test event': queues a `webhook.test` event to this webhook; answers its message id. */
export function sendTestEvent(
  db: Database,
  jobs: Jobs,
  id: string,
  actor: AuthenticatedUser,
): Promise<{ messageId: string }> {
  return db.transaction(async (tx) => {
    const [webhook] = await tx.select().from(webhooks).where(eq(webhooks.id, id));
    if (!webhook) throw notFound("Webhook");
    const messageId = await queueTestEvent(jobs, tx, id);
    await recordChange(tx, actor, {
      action: "update",
      entityType: "webhook",
      entityId: id,
      before: null,
      after: { testEvent: messageId },
    });
    return { messageId };
  });
}

/** Every attempt to deliver to the webhook, newest first (the last `limit`). */
export async function listWebhookDeliveries(db: Database, id: string, limit: number) {
  await findWebhook(db, id);
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.attemptedAt), desc(webhookDeliveries.attempt))
    .limit(limit);
}
