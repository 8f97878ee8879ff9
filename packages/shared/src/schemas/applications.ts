import { z } from "zod";
import {
  APPLICATION_BULK_MAX,
  APPLICATION_COVER_NOTE_MAX,
  APPLICATION_PAGE_SIZE_MAX,
  APPLICATION_PHONE_MAX,
  APPLICATION_STAGES,
} from "../applications";
import { VALIDATION_MESSAGES } from "../messages";
import { APPLICATION_MESSAGES } from "../texts/application-form";
import { inquiryAttributionInput } from "./attribution";
import { emailAddress, entityId, optionalText } from "./fields";
import { inquiryAssigneeFilter, staffText } from "./inquiry-pipeline";

// An application (issue 30): the candidate's part, as the form (multipart, with or without
// JavaScript) and the API take it, and the pipeline's part, as staff change it.

function attributionFromText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** What the candidate fills in; the résumé file travels beside it (a multipart part of its own). */
export const applicationInput = z.object({
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200),
  email: emailAddress,
  phone: optionalText(APPLICATION_PHONE_MAX),
  coverNote: z
    .string()
    .trim()
    .max(APPLICATION_COVER_NOTE_MAX, APPLICATION_MESSAGES.coverNoteTooLong)
    .nullish()
    .transform((value) => value || null),
  // The privacy notice must be accepted; its text at that moment is kept with the application.
  consent: z
    .union([z.literal(true), z.literal("true"), z.literal("on"), z.literal("yes")], {
      error: APPLICATION_MESSAGES.consentRequired,
    })
    .transform(() => true as const),
  // Hidden from people; bots that fill every field fill it, and their application is dropped.
  website: z.string().max(500).optional(),
  // The form's one-time key: sending it again stores nothing new (as the inquiry form's).
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[\w-]{16,128}$/, "Not a valid idempotency key")
    .or(z.literal(""))
    .optional()
    .transform((value) => value || undefined),
  // An object, or (a multipart form's field) its JSON text; anything unreadable is unknown.
  attribution: z.preprocess(attributionFromText, inquiryAttributionInput),
});
export type ApplicationInput = z.input<typeof applicationInput>;

/** The admin list's filters; the CSV export takes the same. */
export const applicationFilterInput = z.object({
  jobId: entityId.optional(),
  stage: z.enum(APPLICATION_STAGES).optional(),
  /** `me`, a staff member's id, or `none`. */
  assignee: inquiryAssigneeFilter.optional(),
  /** `true`: only those still new APPLICATION_OVERDUE_DAYS after they came in. */
  overdue: z.enum(["true", "false"]).optional(),
  /** Matches the candidate's name or e-mail, case-insensitively. */
  q: z.string().trim().max(200).optional(),
});
export type ApplicationFilter = z.output<typeof applicationFilterInput>;

export const applicationListInput = applicationFilterInput
  .extend({
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    limit: z.coerce.number().int().min(1).max(APPLICATION_PAGE_SIZE_MAX).optional(),
  })
  .default({});

export const applicationIdInput = z.object({ id: entityId });

const applicationChange = z.object({
  stage: z.enum(APPLICATION_STAGES).optional(),
  /** A staff member who may handle applications; null unassigns. */
  assigneeId: entityId.nullable().optional(),
});
const namesAChange = (change: z.output<typeof applicationChange>) =>
  change.stage !== undefined || change.assigneeId !== undefined;
const nothingToChange = { message: "Give a stage, an assigneeId or both.", path: ["stage"] };
export const applicationUpdateBody = applicationChange.refine(namesAChange, nothingToChange);
export const applicationUpdateInput = applicationChange
  .extend({ id: entityId })
  .refine(namesAChange, nothingToChange);

export const applicationNoteBody = z.object({ body: staffText });
export const applicationNoteInput = applicationNoteBody.extend({ id: entityId });

export const applicationReplyBody = z.object({
  /** Without one the mail is "Re: your application for" and the job's title. */
  subject: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  body: staffText,
});
export const applicationReplyInput = applicationReplyBody.extend({ id: entityId });

export const applicationBulkStageInput = z.object({
  ids: z
    .array(entityId)
    .min(1, "Choose at least one application.")
    .max(APPLICATION_BULK_MAX, `At most ${APPLICATION_BULK_MAX} at once.`),
  stage: z.enum(APPLICATION_STAGES),
});

/** Erase one candidate: every application sent from this address, with its files. */
export const candidateEraseInput = z.object({ email: emailAddress });
