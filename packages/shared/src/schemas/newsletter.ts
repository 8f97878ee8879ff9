import { z } from "zod";
import { NEWSLETTER_STATUSES } from "../newsletter";
import { emailAddress, entityId } from "./fields";

/** The public form: the address, and which form it is (footer, blog, ...) for the consent record. */
export const newsletterInput = z.object({
  email: emailAddress,
  source: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9][a-z0-9-/]*$/, "Use lower-case letters, digits, '-' and '/'")
    .optional(),
});

/** The token of a confirm or unsubscribe link, as it arrives in the query string. */
export const newsletterTokenInput = z.object({ token: z.string().trim().min(1).max(200) });

export const subscriberFilterInput = z.object({
  status: z.enum(NEWSLETTER_STATUSES).optional(),
  // Matches the address or the form it came from, case-insensitively.
  q: z.string().trim().max(200).optional(),
});

export const subscriberListInput = subscriberFilterInput
  .extend({
    limit: z.number().int().min(1).max(500).optional(),
    cursor: z.string().max(200).optional(),
  })
  .default({});

export const subscriberIdInput = z.object({ id: entityId });
export type SubscriberFilter = z.output<typeof subscriberFilterInput>;
