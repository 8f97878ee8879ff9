import { z } from "zod";
import { entityId, optionalText } from "./fields";

/** What a webhook can be told of (issue 21): the company's other tools subscribe to these. */
export const WEBHOOK_EVENTS = [
  "inquiry.created",
  "inquiry.updated",
  "post.published",
  "page.published",
  "subscriber.confirmed",
  "job.published",
  "application.created",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event 'Send test event' delivers to one webhook, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
export type WebhookDeliveredEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_MESSAGES = {
  urlRequired: "Enter the address the events are sent to.",
  urlInvalid: "Use an absolute http:// or https:// address.",
  urlCredentials: "Leave the user name and password out of the address.",
  eventsRequired: "Choose at least one event.",
  targetPrivate:
    "This address is on a private or loopback network; webhooks go to addresses on the internet only.",
  targetLinkLocal: "This address is link-local or a cloud metadata service; webhooks never go there.",
  targetUnresolved: "This address's host name could not be found.",
} as const;

const parsedUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

const webhookUrl = z
  .string(WEBHOOK_MESSAGES.urlRequired)
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(2000)
  .refine(
    (value) => {
      const url = parsedUrl(value);
      return url !== null && (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    },
    { message: WEBHOOK_MESSAGES.urlInvalid, abort: true },
  )
  .refine((value) => {
    const url = parsedUrl(value);
    return url !== null && url.username === "" && url.password === "";
  }, WEBHOOK_MESSAGES.urlCredentials)
  .transform((value) => parsedUrl(value)?.href ?? value);

export const webhookInput = z.object({
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS), WEBHOOK_MESSAGES.eventsRequired)
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .transform((events) => [...new Set(events)]),
  description: optionalText(500),
});
export type WebhookInput = z.input<typeof webhookInput>;

/** A change: the same fields, and `enabled: true` to switch a disabled webhook on again. */
export const webhookUpdate = webhookInput.extend({
  id: entityId,
  enabled: z.boolean().optional(),
});
