import { z } from "zod";
import { blogPostInput } from "./blog";
import { entityId } from "./fields";
import { pageInput } from "./pages";

/** The revisions of one page or post. */
export const revisionListInput = z.object({ id: entityId });

const revisionId = z.number().int().min(1, "Not a valid revision");

/** Brings one revision's content back as a new save. */
export const revisionRestoreInput = z.object({ id: entityId, revisionId });

/** What changed from one revision to the version saved now. */
export const revisionChangesInput = z.object({ id: entityId, revisionId });

/** A page's or post's signed preview address. */
export const previewRequestInput = z.object({ id: entityId });
export const previewResolveInput = z.object({ token: z.string().min(1).max(2000) });

/** The live preview: unsaved fields of a page or post (the same body as its PUT), shown, never stored. */
export const unsavedPreviewInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("page"), item: pageInput }),
  z.object({ kind: z.literal("post"), item: blogPostInput }),
]);
export type UnsavedPreviewInput = z.input<typeof unsavedPreviewInput>;
