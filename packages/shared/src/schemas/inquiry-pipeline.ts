import { z } from "zod";
import { INQUIRY_BULK_MAX, INQUIRY_NOTE_MAX, INQUIRY_STATUSES } from "../constants";
import { entityId } from "./fields";

// The inquiry pipeline (issue 21): notes, replies, assignment, bulk status and the list's filters.

/** Plain text staff write: a note, or a reply's body. */
export const staffText = z
  .string()
  .trim()
  .min(1, "Write something first.")
  .max(INQUIRY_NOTE_MAX, `At most ${INQUIRY_NOTE_MAX} characters.`);

export const inquiryIdInput = z.object({ id: entityId });

export const inquiryNoteBody = z.object({ body: staffText });
export const inquiryNoteInput = inquiryNoteBody.extend({ id: entityId });

export const inquiryReplyBody = z.object({
  /** Without one the mail is "Re: " and the inquiry's own subject line. */
  subject: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  body: staffText,
});
export const inquiryReplyInput = inquiryReplyBody.extend({ id: entityId });

/** `me`, a staff member's id, or `none` (nobody assigned). */
export const inquiryAssigneeFilter = z.union([z.enum(["me", "none"]), entityId]);

const inquiryChange = z.object({
  status: z.enum(INQUIRY_STATUSES).optional(),
  /** A staff member who may handle inquiries; null unassigns. */
  assigneeId: entityId.nullable().optional(),
});
/** Status, assignee, or both: a change that names neither is refused. */
const namesAChange = (change: z.output<typeof inquiryChange>) =>
  change.status !== undefined || change.assigneeId !== undefined;
const nothingToChange = { message: "Give a status, an assigneeId or both.", path: ["status"] };
export const inquiryUpdateBody = inquiryChange.refine(namesAChange, nothingToChange);
export const inquiryUpdateInput = inquiryChange
  .extend({ id: entityId })
  .refine(namesAChange, nothingToChange);

export const inquiryBulkStatusInput = z.object({
  ids: z
    .array(entityId)
    .min(1, "Choose at least one inquiry.")
    .max(INQUIRY_BULK_MAX, `At most ${INQUIRY_BULK_MAX} at once.`),
  status: z.enum(INQUIRY_STATUSES),
});
