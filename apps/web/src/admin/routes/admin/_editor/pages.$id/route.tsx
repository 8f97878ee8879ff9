import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_SHELL,
  ADMIN_TITLES,
  ADMIN_TOASTS,
  CONTENT_EDITOR,
  SYSTEM_PAGE_MESSAGES,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useId, useMemo, useState } from "react";
import { useCan, useStaffMember } from "../../../../auth/useStaffMember";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { RevisionHistory } from "../../../../components/content/RevisionHistory";
import { LoadError } from "../../../../components/LoadError";
import { RichTextEditor } from "../../../../components/RichTextEditor";
import {
  checkPage,
  isFuture,
  pageValues,
  publicPath,
  withoutId,
  workingFields,
} from "../../../../editor/content-kinds";
import { EditorLayout } from "../../../../editor/EditorLayout";
import { EditorNotice } from "../../../../editor/EditorNotice";
import { EditorSection } from "../../../../editor/EditorSection";
import { SaveStatus } from "../../../../editor/SaveStatus";
import { SectionList } from "../../../../editor/sections/SectionList";
import { sectionSpecs } from "../../../../editor/sections/section-specs";
import { PublishingPanel } from "../../../../editor/settings/PublishingPanel";
import { SeoFields } from "../../../../editor/settings/SeoFields";
import { useContentEditor } from "../../../../editor/useContentEditor";
import { useForgetOnLeave } from "../../../../editor/useForgetOnLeave";
import { ensureScreenData } from "../../../../lib/screen-data";
import { type Outputs, useTRPC } from "../../../../lib/trpc";

export const Route = createFileRoute("/admin/_editor/pages/$id")({
  head: () => ({ meta: [{ title: `${ADMIN_PAGES.editTitle} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context, params }) =>
    ensureScreenData(context, "content:read", () =>
      context.queryClient.ensureQueryData(context.trpc.pages.byId.queryOptions({ id: params.id })),
    ),
  component: PageEditorRoute,
  pendingComponent: PageEditorRoute,
});

function PageEditorRoute() {
  const { id } = Route.useParams();
  return <PageEditorScreen id={id} />;
}

type Page = Outputs["pages"]["byId"];

const BACK = { to: "/admin/pages", label: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.pages) } as const;

/** /admin/pages/{id}: a page in the full-screen editor, from its working copy when it has one. */
function PageEditorScreen({ id }: { id: string }) {
  const trpc = useTRPC();
  const role = useStaffMember().data?.role;
  const canWrite = useCan("content:write");
  const page = useQuery(trpc.pages.byId.queryOptions({ id }));
  useForgetOnLeave(trpc.pages.byId.queryKey({ id }));
  if (role && !canWrite)
    return (
      <EditorNotice heading={ADMIN_PAGES.editTitle} back={BACK}>
        <Alert severity="warning" variant="outlined">
          {ADMIN_SHELL.notAllowed}
        </Alert>
      </EditorNotice>
    );
  if (page.error)
    return (
      <EditorNotice heading={ADMIN_PAGES.editTitle} back={BACK}>
        <LoadError error={page.error} title={CONTENT_EDITOR.loadFailed.page} />
      </EditorNotice>
    );
  if (!page.data || !role) return <EditorNotice heading={ADMIN_PAGES.editTitle} back={BACK} />;
  return <PageEditor page={page.data} />;
}

function PageEditor({ page }: { page: Page }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const byId = trpc.pages.byId.queryOptions({ id: page.id });
  const saveDraft = useMutation(trpc.pages.saveDraft.mutationOptions());
  const update = useMutation(trpc.pages.update.mutationOptions());
  const discardDraft = useMutation(trpc.pages.discardDraft.mutationOptions());
  // A save that goes live changes the list, the dashboard's figures, the history and the library's uses.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: byId.queryKey }),
      queryClient.invalidateQueries({ queryKey: trpc.pages.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.pages.revisions.pathKey() }),
    ]);
  const fresh = () => queryClient.fetchQuery({ ...byId, staleTime: 0 });
  const editor = useContentEditor({
    initial: () => pageValues(workingFields(page, page.draft)),
    hasDraft: page.draft !== null,
    check: (values) => checkPage(values, page.id),
    saveDraft: (input) => saveDraft.mutateAsync(input),
    goLive: async (input) => {
      await update.mutateAsync(input);
      await refresh();
    },
    discardDraft: async () => {
      await discardDraft.mutateAsync({ id: page.id });
      return pageValues(await fresh());
    },
    canWrite: true,
    texts: { updated: ADMIN_TOASTS.pageUpdated, updateFailed: ADMIN_TOASTS.failed.updatePage },
  });
  const { values, set, errors } = editor;
  const systemNoteId = useId();
  const [discarding, setDiscarding] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);
  // The spec's HTML shows while the page has some (or nothing else); pages made of sections need none.
  const [showContent] = useState(() => values.content.trim() !== "" || values.sections.length === 0);
  const checked = useMemo(() => checkPage(values, page.id), [values, page.id]);
  const types = useMemo(() => sectionSpecs(), []);
  const changed = editor.hasWorkingCopy || editor.autosave.unsaved;
  const unpublishedChanges = page.isPublished && changed;

  const primary = page.isPublished ? (
    <Button variant="contained" onClick={() => void editor.update()} disabled={editor.pending || !changed}>
      {ADMIN_COMMON.update}
    </Button>
  ) : (
    <Button variant="contained" onClick={() => void editor.publish()} disabled={editor.pending}>
      {isFuture(values.publishedAt) ? CONTENT_EDITOR.schedule : CONTENT_EDITOR.publish}
    </Button>
  );

  return (
    <>
      <EditorLayout
        heading={ADMIN_PAGES.editTitle}
        back={BACK}
        status={
          <SaveStatus
            phase={editor.autosave.phase}
            failure={editor.autosave.failure}
            onRetry={() => void editor.autosave.flush()}
            unpublishedChanges={unpublishedChanges}
          />
        }
        actions={primary}
        preview={{ kind: "page", item: checked.input ? withoutId(checked.input) : null }}
        form={
          <Stack spacing={3} key={editor.generation}>
            {unpublishedChanges ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => setDiscarding(true)}>
                    {CONTENT_EDITOR.discard}
                  </Button>
                }
              >
                {CONTENT_EDITOR.unpublishedNote}
              </Alert>
            ) : null}
            <Stack spacing={2}>
              <TextField
                label={ADMIN_PAGES.fields.title}
                value={values.title}
                onChange={(event) => set("title", event.target.value)}
                error={Boolean(errors.title)}
                helperText={errors.title}
                fullWidth
              />
              <TextField
                label={ADMIN_PAGES.fields.slug}
                value={values.slug}
                onChange={(event) => set("slug", event.target.value)}
                error={Boolean(errors.slug)}
                helperText={errors.slug ?? (page.system ? undefined : publicPath("page", values.slug))}
                disabled={page.system}
                slotProps={page.system ? { htmlInput: { "aria-describedby": systemNoteId } } : undefined}
                fullWidth
              />
              {page.system ? (
                // Beside the field, not its helper text: a disabled field's text is too faint to read.
                <Typography id={systemNoteId} variant="body2" color="text.secondary" sx={{ mt: -1 }}>
                  {SYSTEM_PAGE_MESSAGES.cannotRename}
                </Typography>
              ) : null}
              {showContent ? (
                <RichTextEditor
                  label={values.sections.length === 0 ? ADMIN_PAGES.fields.content : CONTENT_EDITOR.content}
                  value={values.content}
                  onChange={(html) => set("content", html)}
                  error={errors.content}
                />
              ) : null}
            </Stack>
            <EditorSection heading={CONTENT_EDITOR.sections.heading}>
              {errors.sections ? (
                <Typography color="error" variant="body2" sx={{ mb: 1 }}>
                  {errors.sections}
                </Typography>
              ) : null}
              <SectionList
                types={types}
                value={values.sections}
                onChange={(sections) => set("sections", sections)}
                path={["sections"]}
                errors={errors}
              />
            </EditorSection>
          </Stack>
        }
        settings={
          <Stack spacing={3} key={editor.generation}>
            <EditorSection heading={CONTENT_EDITOR.publishing}>
              <PublishingPanel
                live={{ isPublished: page.isPublished, publishedAt: page.publishedAt }}
                publishAt={values.publishedAt}
                error={errors.publishedAt}
                onPublishAt={(value) => set("publishedAt", value)}
                system={page.system}
                canWrite
                pending={editor.pending}
                onPublish={() => void editor.publish()}
                onUnpublish={() => setUnpublishing(true)}
                discard={
                  changed
                    ? { onClick: () => setDiscarding(true), pending: discardDraft.isPending }
                    : undefined
                }
              />
            </EditorSection>
            <EditorSection heading={CONTENT_EDITOR.seo.heading}>
              <SeoFields
                labels={ADMIN_PAGES.fields}
                values={values}
                errors={errors}
                onChange={(key, value) => set(key, value)}
                fallback={{ title: values.title, description: "" }}
                path={publicPath("page", values.slug)}
              />
            </EditorSection>
            <RevisionHistory
              kind="page"
              id={page.id}
              current={page}
              headingLevel="h2"
              onRestored={async () => {
                await refresh();
                const restored = await fresh();
                editor.replace(pageValues(workingFields(restored, restored.draft)));
              }}
            />
          </Stack>
        }
      />
      <ConfirmDialog
        open={discarding}
        question={CONTENT_EDITOR.discardConfirm}
        confirmLabel={CONTENT_EDITOR.discard}
        pending={discardDraft.isPending}
        onCancel={() => setDiscarding(false)}
        onConfirm={async () => {
          await editor.discard();
          setDiscarding(false);
        }}
      />
      <ConfirmDialog
        open={unpublishing}
        question={CONTENT_EDITOR.unpublishConfirm}
        confirmLabel={CONTENT_EDITOR.unpublish}
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
