import Button from "@mui/material/Button";
import { PUBLISHING } from "@staffing/shared";
import type { FieldErrors } from "../../lib/form";
import { PublishFields } from "./PublishFields";
import { RevisionHistory } from "./RevisionHistory";
import { usePreview } from "./usePreview";

type Saved = Parameters<typeof RevisionHistory>[0]["current"] & { id: string };

/** The end of a page or post dialog: 'Published' and 'Publish at', then (when editing) its History. */
export function PublishingSection({
  kind,
  saved,
  publishedLabel,
  values,
  errors,
  set,
  onRestored,
}: {
  kind: "post" | "page";
  /** The item as saved now; null while creating. */
  saved: Saved | null;
  publishedLabel: string;
  values: { isPublished: boolean; publishedAt: string };
  errors: FieldErrors;
  set: (key: "isPublished" | "publishedAt", value: never) => void;
  onRestored: () => Promise<unknown>;
}) {
  return (
    <>
      <PublishFields
        publishedLabel={publishedLabel}
        isPublished={values.isPublished}
        publishAt={values.publishedAt}
        error={errors.publishedAt}
        onPublished={(value) => set("isPublished", value as never)}
        onPublishAt={(value) => set("publishedAt", value as never)}
      />
      {saved ? <RevisionHistory kind={kind} id={saved.id} current={saved} onRestored={onRestored} /> : null}
    </>
  );
}

/** A saved page's or post's 'Preview' button, at the foot of its dialog. */
export function PreviewAction({ kind, id }: { kind: "post" | "page"; id: string }) {
  const preview = usePreview(kind);
  return (
    <Button onClick={() => preview.open(id)} disabled={preview.pending}>
      {PUBLISHING.preview}
    </Button>
  );
}
