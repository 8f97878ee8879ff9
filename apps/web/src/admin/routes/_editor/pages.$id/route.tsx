import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
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
import { RichTextEditor } from "~/admin/components/RichTextEditor";
import { ContentEditorFrame } from "~/admin/editor/ContentEditorFrame";
import {
  checkPage,
  type PageValues,
  pageDraft,
  pageValues,
  publicPath,
  withoutId,
  workingFields,
} from "~/admin/editor/content-kinds";
import { EditorGate } from "~/admin/editor/EditorGate";
import { EditorSection } from "~/admin/editor/EditorSection";
import { chooseStart, localCopyKey, readLocalCopy } from "~/admin/editor/local-copy";
import { SectionList } from "~/admin/editor/sections/SectionList";
import { sectionSpecs } from "~/admin/editor/sections/section-specs";
import { SeoFields } from "~/admin/editor/settings/SeoFields";
import { useContentEditor } from "~/admin/editor/useContentEditor";
import { useForgetOnLeave } from "~/admin/editor/useForgetOnLeave";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_editor/pages/$id")({
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

const BACK = {
  to: "/pages",
  label: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.pages),
  section: ADMIN_SHELL.nav.pages,
} as const;

/** /admin/pages/{id}: a page in the full-screen editor, from its working copy when it has one. */
function PageEditorScreen({ id }: { id: string }) {
  const trpc = useTRPC();
  const page = useQuery(trpc.pages.byId.queryOptions({ id }));
  useForgetOnLeave(trpc.pages.byId.queryKey({ id }));
  return (
    <EditorGate
      heading={ADMIN_PAGES.editTitle}
      back={BACK}
      item={page.data}
      error={page.error}
      loadFailed={CONTENT_EDITOR.loadFailed.page}
    >
      {(loaded) => <PageEditor page={loaded} />}
    </EditorGate>
  );
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
      queryClient.invalidateQueries({ queryKey: trpc.pages.revisionChanges.pathKey() }),
    ]);
  const fresh = () => queryClient.fetchQuery({ ...byId, staleTime: 0 });
  const opened = (item: Page) => ({
    values: pageValues(workingFields(item, item.draft)),
    version: item.version,
  });
  const storageKey = localCopyKey("page", page.id);
  const editor = useContentEditor({
    start: () => {
      const server = opened(page);
      const savedAt = Date.parse(page.draft?.savedAt ?? page.updatedAt);
      const start = chooseStart({ ...server, savedAt }, readLocalCopy<PageValues>(storageKey));
      return { ...start, version: start.baseVersion, saved: start.restored ? server.values : undefined };
    },
    hasDraft: page.draft !== null,
    check: (values) => checkPage(values, page.id),
    saveDraft: (values, baseVersion) =>
      saveDraft.mutateAsync({ ...pageDraft(values), id: page.id, baseVersion }),
    goLive: async (input, baseVersion) => {
      const updated = await update.mutateAsync({ ...input, baseVersion });
      await refresh();
      return updated;
    },
    discardDraft: async () => {
      await discardDraft.mutateAsync({ id: page.id });
      return opened(await fresh());
    },
    reload: async () => opened(await fresh()),
    storageKey,
    canWrite: true,
    texts: { updated: ADMIN_TOASTS.pageUpdated, updateFailed: ADMIN_TOASTS.failed.updatePage },
  });
  const { values, set, errors } = editor;
  const systemNoteId = useId();
  // The spec's HTML shows while the page has some (or nothing else); pages made of sections need none.
  const [showContent] = useState(() => values.content.trim() !== "" || values.sections.length === 0);
  const checked = useMemo(() => checkPage(values, page.id), [values, page.id]);
  const types = useMemo(() => sectionSpecs(), []);

  return (
    <ContentEditorFrame
      heading={values.title.trim() || CONTENT_EDITOR.untitled.page}
      back={BACK}
      kind="page"
      editor={editor}
      item={page}
      system={page.system}
      discardPending={discardDraft.isPending}
      onRestored={async () => {
        await refresh();
        const restored = opened(await fresh());
        editor.replace(restored.values, restored.version);
      }}
      preview={checked.input ? withoutId(checked.input) : null}
      formSpacing={3}
      form={
        <>
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
        </>
      }
      settings={
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
      }
    />
  );
}
