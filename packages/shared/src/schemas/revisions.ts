import { z } from "zod";
import { entityId } from "./fields";

/** The revisions of one page or post. */
export const revisionListInput = z.object({ id: entityId });

/** Brings one revision's content back as a new save. */
export const revisionRestoreInput = z.object({
  id: entityId,
  revisionId: z.number().int().min(1, "Not a valid revision"),
});

/** A page's or post's signed preview address. */
export const previewRequestInput = z.object({ id: entityId });
export const previewResolveInput = z.object({ token: z.string().min(1).max(2000) });
