import { z } from "zod";
import { inquiryInput } from "./inquiries";

/**
 * A visitor's request for a whitepaper (issue 29): who is asking, for which paper (its PDF's document
 * id, as the card names it), and the lead's attribution. The paper's title comes from the card.
 */
export const whitepaperRequestInput = inquiryInput
  .pick({ name: true, email: true, company: true, website: true, idempotencyKey: true, attribution: true })
  .extend({ documentId: z.uuid("Choose a whitepaper") });
export type WhitepaperRequestInput = z.input<typeof whitepaperRequestInput>;
