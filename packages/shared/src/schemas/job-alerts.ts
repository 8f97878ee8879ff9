import { z } from "zod";
import { INQUIRY_SERVICES } from "../constants";
import { NEWSLETTER_STATUSES } from "../newsletter";
import { emailAddress } from "./fields";
import { newsletterInput } from "./newsletter";

/**
 * The public sign-up: the address and the filters (a service, a category; neither: every new job),
 * and the form it came from for the consent record. The forms leave out a filter set to "Any".
 */
export const jobAlertInput = z.object({
  email: emailAddress,
  service: z.enum(INQUIRY_SERVICES).optional(),
  category: z.string().trim().min(1).max(80).optional(),
  source: newsletterInput.shape.source,
});
export type JobAlertInput = z.output<typeof jobAlertInput>;

export const jobAlertListInput = z
  .object({
    status: z.enum(NEWSLETTER_STATUSES).optional(),
    limit: z.number().int().min(1).max(500).optional(),
  })
  .default({});
