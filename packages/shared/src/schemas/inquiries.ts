import { z } from "zod";
import { INQUIRY_PAGE_SIZE_MAX, INQUIRY_SERVICES, INQUIRY_STATUSES } from "../constants";
import { VALIDATION_MESSAGES } from "../messages";
import { inquiryAttributionInput } from "./attribution";
import { emailAddress, entityId, optionalText } from "./fields";
import { inquiryAssigneeFilter } from "./inquiry-pipeline";

export const inquiryInput = z.object({
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200),
  email: emailAddress,
  company: optionalText(200),
  service: z
    .enum(INQUIRY_SERVICES)
    .or(z.literal(""))
    .nullish()
    .transform((value) => value || null),
  message: optionalText(5000),
  // Hidden from people; bots that fill every field fill it, and their inquiry is dropped.
  website: z.string().max(500).optional(),
  // The form's one-time key (a random id made in the browser): sending it again stores nothing new.
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[\w-]{16,128}$/, "Not a valid idempotency key")
    .or(z.literal(""))
    .optional()
    .transform((value) => value || undefined),
  // Where it came from: the island sends what the visit's first page remembered; a script may send
  // its own; a post without JavaScript gets what its Referer tells. Unknown is null.
  attribution: inquiryAttributionInput,
});
export type InquiryInput = z.input<typeof inquiryInput>;

export const inquiryStatusUpdate = z.object({ id: entityId, status: z.enum(INQUIRY_STATUSES) });

const inquirySearch = z.string().trim().max(200).optional();

/** The admin list's filters; the CSV export takes the same. */
export const inquiryFilterInput = z.object({
  status: z.enum(INQUIRY_STATUSES).optional(),
  // Matches name, email, company or message, case-insensitively.
  q: inquirySearch,
  /** `me`, a staff member's id, or `none`. */
  assignee: inquiryAssigneeFilter.optional(),
  /** `true`: only those past their respondBy without a reply. */
  overdue: z.enum(["true", "false"]).optional(),
});
export type InquiryFilter = z.output<typeof inquiryFilterInput>;

export const inquiryListInput = inquiryFilterInput
  .extend({
    limit: z.number().int().min(1).max(INQUIRY_PAGE_SIZE_MAX).optional(),
    cursor: z.string().max(200).optional(),
  })
  .default({});

/** The four counters above the list count what the list shows: the same search and status filter. */
export const inquiryCountsInput = inquiryFilterInput.default({});

export const inquiryLookupInput = z.object({ id: entityId });
export const inquiryDeleteInput = inquiryLookupInput;
