import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_TOASTS,
  contentPreview,
  pageInput,
  slugify,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useCan } from "../auth/useStaffMember";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { ContentActions } from "../components/content/ContentActions";
import { ContentStatusBadge } from "../components/content/ContentStatusBadge";
import { PreviewAction, PublishingSection } from "../components/content/PublishingSection";
import { usePreview } from "../components/content/usePreview";
import { FormDialog } from "../components/FormDialog";
import { focusFirstInvalidField } from "../components/focus-invalid";
import { ItemCard } from "../components/ItemCard";
import { ListScreen } from "../components/ListScreen";
import { RichTextEditor } from "../components/RichTextEditor";
import { formatDate, fromDateTimeLocal, toDateTimeLocal } from "../lib/dates";
import { useFeedback } from "../lib/feedback";
import { fieldErrorsOf, useFormState, useSaveHandlers } from "../lib/form";
import { type Outputs, useTRPC } from "../lib/trpc";

type Page = Outputs["pages"]["list"][number];

/** SPEC, admin pages: search, cards, the create and edit dialog, delete with a confirmation. */
export function PagesScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const canWrite = useCan("content:write");
  const preview = usePreview("page");
  const pages = useQuery(trpc.pages.list.queryOptions());
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Page | "new" | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  // A save changes the list, the dashboard's figures and schedule, the item's history, and where
  // the library's images are used.
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.pages.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.pages.revisions.pathKey() }),
    ]);
  const remove = useMutation(
    trpc.pages.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        feedback.success(ADMIN_TOASTS.pageDeleted);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ADMIN_TOASTS.failed.deletePage),
    }),
  );

  const term = search.trim().toLowerCase();
  const shown = pages.data?.filter(
    (page) => !term || page.title.toLowerCase().includes(term) || page.slug.toLowerCase().includes(term),
  );

  return (
    <ListScreen
      title={ADMIN_PAGES.heading}
      subtitle={ADMIN_PAGES.subheading}
      actions={
        canWrite ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
            {ADMIN_PAGES.create}
          </Button>
        ) : null
      }
      search={{ label: ADMIN_PAGES.search, value: search, onChange: setSearch }}
      items={shown}
      error={pages.error}
      pending={pages.isPending}
      loadErrorTitle={ADMIN_TOASTS.loadFailed.pages}
      skeleton={{ count: ADMIN_PAGES.skeletonCount }}
      empty={{
        title: ADMIN_PAGES.emptyTitle,
        hint: term ? ADMIN_PAGES.emptySearchHint : ADMIN_PAGES.emptyHint,
      }}
      itemKey={(page) => page.id}
      renderItem={(page) => (
        <ItemCard
          title={page.title}
          badges={<ContentStatusBadge item={page} />}
          meta={`/${page.slug} · ${ADMIN_COMMON.updated(formatDate(page.updatedAt))}`}
          actions={
            <ContentActions
              title={page.title}
              viewHref={`/${page.slug}`}
              onPreview={() => preview.open(page.id)}
              onEdit={canWrite ? () => setEditing(page) : undefined}
              onDelete={canWrite ? () => setDeleting(page) : undefined}
            />
          }
        >
          <Typography sx={{ mt: 1 }}>{contentPreview(page.content, ADMIN_COMMON.previewLength)}</Typography>
          {page.metaDescription ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, fontStyle: "italic" }}>
              {page.metaDescription}
            </Typography>
          ) : null}
        </ItemCard>
      )}
    >
      {editing ? (
        <PageDialog
          page={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={ADMIN_PAGES.deleteConfirm}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
  );
}

const emptyPage = () => ({
  title: "",
  slug: "",
  content: "",
  metaTitle: "",
  metaDescription: "",
  canonicalUrl: "",
  isPublished: false,
  publishedAt: "",
});

/** Create mode (page null) fills the slug from the title; edit mode never does. Mounted per opening. */
function PageDialog({
  page,
  onClose,
  onSaved,
}: {
  page: Page | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const form = useFormState(() =>
    page
      ? {
          title: page.title,
          slug: page.slug,
          content: page.content,
          metaTitle: page.metaTitle ?? "",
          metaDescription: page.metaDescription ?? "",
          canonicalUrl: page.canonicalUrl ?? "",
          isPublished: page.isPublished,
          publishedAt: toDateTimeLocal(page.publishedAt),
        }
      : emptyPage(),
  );
  const { done, failed } = useSaveHandlers({
    setErrors: form.setErrors,
    onClose,
    onSaved,
    conflictField: "slug",
  });
  const create = useMutation(
    trpc.pages.create.mutationOptions({
      onSuccess: done(ADMIN_TOASTS.pageCreated),
      onError: failed(ADMIN_TOASTS.failed.createPage),
    }),
  );
  const update = useMutation(
    trpc.pages.update.mutationOptions({
      onSuccess: done(ADMIN_TOASTS.pageUpdated),
      onError: failed(ADMIN_TOASTS.failed.updatePage),
    }),
  );
  const { values, errors, set } = form;
  const text = (
    key: "slug" | "metaTitle" | "metaDescription" | "canonicalUrl",
    label: string,
    extra = {},
  ) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      {...extra}
    />
  );

  function submit() {
    const parsed = pageInput.safeParse({ ...values, publishedAt: fromDateTimeLocal(values.publishedAt) });
    if (!parsed.success) {
      form.setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalidField();
      return;
    }
    form.setErrors({});
    const input = { ...parsed.data, publishedAt: parsed.data.publishedAt?.toISOString() ?? null };
    if (page) update.mutate({ ...input, id: page.id });
    else create.mutate(input);
  }

  return (
    <FormDialog
      open
      title={page ? ADMIN_PAGES.editTitle : ADMIN_PAGES.createTitle}
      submitLabel={page ? ADMIN_COMMON.update : ADMIN_COMMON.create}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      secondaryActions={page ? <PreviewAction kind="page" id={page.id} /> : null}
    >
      <TextField
        label={ADMIN_PAGES.fields.title}
        value={values.title}
        onChange={(event) => {
          set("title", event.target.value);
          if (!page) set("slug", slugify(event.target.value));
        }}
        error={Boolean(errors.title)}
        helperText={errors.title}
        autoFocus
      />
      {text("slug", ADMIN_PAGES.fields.slug)}
      <RichTextEditor
        label={ADMIN_PAGES.fields.content}
        value={values.content}
        onChange={(html) => set("content", html)}
        error={errors.content}
      />
      {text("metaTitle", ADMIN_PAGES.fields.metaTitle)}
      {text("metaDescription", ADMIN_PAGES.fields.metaDescription, { multiline: true, minRows: 2 })}
      {text("canonicalUrl", ADMIN_PAGES.fields.canonicalUrl)}
      <PublishingSection
        kind="page"
        saved={page}
        publishedLabel={ADMIN_PAGES.fields.published}
        values={values}
        errors={errors}
        set={set}
        onRestored={async () => {
          onClose();
          await onSaved();
        }}
      />
    </FormDialog>
  );
}
