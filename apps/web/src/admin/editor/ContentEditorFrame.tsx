import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { ADMIN_COMMON, CONTENT_EDITOR } from "@staffing/shared";
import { type ComponentProps, type ReactNode, useState } from "react";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { RevisionHistory } from "../components/content/RevisionHistory";
import { isFuture } from "./content-kinds";
import { EditorLayout } from "./EditorLayout";
import { EditorSection } from "./EditorSection";
import { SaveStatus } from "./SaveStatus";
import { PublishingPanel, type PublishingWords } from "./settings/PublishingPanel";
import type { AutosavePhase, ChangedSince } from "./useAutosave";
import type { ContentEditor, Publishable } from "./useContentEditor";

/** What the frame uses of the editing session: any post's or page's `useContentEditor` fits. */
type Session = Pick<
  ContentEditor<Publishable, unknown>,
  | "errors"
  | "hasWorkingCopy"
  | "generation"
  | "pending"
  | "update"
  | "publish"
  | "unpublish"
  | "discard"
  | "blocker"
  | "resolveConflict"
  | "restored"
  | "dismissRestored"
> & {
  conflict: ChangedSince | null;
  values: Publishable;
  set: (key: "publishedAt", value: string) => void;
  autosave: { phase: AutosavePhase; failure: unknown; unsaved: boolean; flush: () => unknown };
};

/** The item as saved, to show whether visitors see it. */
type SavedItem = {
  id: string;
  isPublished: boolean;
  publishedAt: string | null;
};

/** A moment as the reader's clock says it: the time today, else the day and the time. */
function readerTime(iso: string): string {
  const at = new Date(iso);
  const today = at.toDateString() === new Date().toDateString();
  return today
    ? at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })
    : at.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * What the post, page and job editors share around their own fields: the autosave's state, the save
 * that goes live (Update, Publish or Schedule), the note on unpublished changes, Publishing, History,
 * and the questions before discarding the working copy, unpublishing, or leaving with changes unsaved.
 */
export function ContentEditorFrame({
  kind,
  editor,
  item,
  system,
  discardPending,
  onRestored,
  heading,
  back,
  preview,
  formSpacing,
  form,
  settings,
  words = {},
  badge,
}: {
  kind: "post" | "page" | "job";
  editor: Session;
  /** Null until a new post is first saved. */
  item: SavedItem | null;
  system: boolean;
  discardPending: boolean;
  /** Reads the item (by its id) again after a version of it was restored. */
  onRestored: (id: string) => Promise<unknown>;
  heading: string;
  back: ComponentProps<typeof EditorLayout>["back"];
  /** The item as the preview shows it (null while its fields do not check). */
  preview: object | null;
  formSpacing: number;
  /** The item's own fields, below the note on unpublished changes. */
  form: ReactNode;
  /** The item's own settings, between Publishing and History. */
  settings: ReactNode;
  /** Words of its own for publishing (a job is opened and closed). */
  words?: PublishingWords & { unpublishedNote?: string; unpublishConfirm?: string };
  /** The item's state in its own words (a job's status), in place of Published or Draft. */
  badge?: ReactNode;
}) {
  const T = { ...CONTENT_EDITOR, ...words };
  const [discarding, setDiscarding] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);
  const { values, errors } = editor;
  const published = item?.isPublished ?? false;
  const changed = editor.hasWorkingCopy || editor.autosave.unsaved;
  const unpublishedChanges = published && changed;

  const primary = published ? (
    <Button variant="contained" onClick={() => void editor.update()} disabled={editor.pending || !changed}>
      {ADMIN_COMMON.update}
    </Button>
  ) : (
    <Button variant="contained" onClick={() => void editor.publish()} disabled={editor.pending}>
      {isFuture(values.publishedAt) ? T.schedule : T.publish}
    </Button>
  );

  return (
    <>
      <EditorLayout
        heading={heading}
        back={back}
        status={
          <SaveStatus
            phase={editor.autosave.phase}
            failure={editor.autosave.failure}
            onRetry={() => void editor.autosave.flush()}
            unpublishedChanges={unpublishedChanges}
          />
        }
        actions={primary}
        preview={{ kind, item: preview }}
        form={
          <Stack spacing={formSpacing} key={editor.generation}>
            {editor.conflict ? (
              <Alert
                severity="error"
                action={
                  <Stack direction="row" spacing={1}>
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => void editor.resolveConflict("theirs")}
                    >
                      {CONTENT_EDITOR.conflict.loadTheirs}
                    </Button>
                    <Button color="inherit" size="small" onClick={() => void editor.resolveConflict("mine")}>
                      {CONTENT_EDITOR.conflict.keepMine}
                    </Button>
                  </Stack>
                }
              >
                {CONTENT_EDITOR.conflict.changed(editor.conflict.by, kind, readerTime(editor.conflict.at))}
              </Alert>
            ) : null}
            {editor.restored ? (
              <Alert severity="info" onClose={editor.dismissRestored}>
                {CONTENT_EDITOR.restored}
              </Alert>
            ) : null}
            {unpublishedChanges ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => setDiscarding(true)}>
                    {CONTENT_EDITOR.discard}
                  </Button>
                }
              >
                {T.unpublishedNote}
              </Alert>
            ) : null}
            {form}
          </Stack>
        }
        settings={
          <Stack spacing={3} key={editor.generation}>
            <EditorSection heading={T.publishing}>
              <PublishingPanel
                live={item ? { isPublished: item.isPublished, publishedAt: item.publishedAt } : null}
                publishAt={values.publishedAt}
                error={errors.publishedAt}
                onPublishAt={(value) => editor.set("publishedAt", value)}
                system={system}
                canWrite
                pending={editor.pending}
                onPublish={() => void editor.publish()}
                onUnpublish={() => setUnpublishing(true)}
                words={words}
                badge={badge}
                discard={
                  item && changed
                    ? { onClick: () => setDiscarding(true), pending: discardPending }
                    : undefined
                }
              />
            </EditorSection>
            {settings}
            {item ? (
              <RevisionHistory
                kind={kind}
                id={item.id}
                headingLevel="h2"
                onRestored={() => onRestored(item.id)}
              />
            ) : null}
          </Stack>
        }
      />
      <ConfirmDialog
        open={discarding}
        question={CONTENT_EDITOR.discardConfirm}
        confirmLabel={CONTENT_EDITOR.discard}
        pending={discardPending}
        onCancel={() => setDiscarding(false)}
        onConfirm={async () => {
          await editor.discard();
          setDiscarding(false);
        }}
      />
      <ConfirmDialog
        open={unpublishing}
        question={T.unpublishConfirm}
        confirmLabel={T.unpublish}
        pending={editor.pending}
        onCancel={() => setUnpublishing(false)}
        onConfirm={async () => {
          await editor.unpublish();
          setUnpublishing(false);
        }}
      />
      <ConfirmDialog
        open={editor.blocker.status === "blocked"}
        question={CONTENT_EDITOR.leave.question}
        confirmLabel={CONTENT_EDITOR.leave.leave}
        onCancel={() => editor.blocker.reset?.()}
        onConfirm={() => editor.blocker.proceed?.()}
      />
    </>
  );
}
