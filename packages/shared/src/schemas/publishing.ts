import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages";

/**
 * 'Publish at': when a published page or post goes public. Absent keeps the stored moment (a first
 * publication takes the present); null means "now" for an item not yet public and keeps the moment an
 * item already went public; a future moment schedules it.
 */
export const publishAt = z
  .union([z.iso.datetime({ offset: true, error: VALIDATION_MESSAGES.publishAtInvalid }), z.date()])
  .nullish()
  .transform((value) => (value === undefined ? undefined : value === null ? null : new Date(value)));
