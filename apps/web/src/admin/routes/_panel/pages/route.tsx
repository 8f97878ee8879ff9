import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_TITLES,
  ADMIN_TOASTS,
  contentPreview,
  pageInput,
  pagePath,
  slugify,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { ContentActions } from "~/admin/components/content/ContentActions";
import { ContentStatusBadge } from "~/admin/components/content/ContentStatusBadge";
import { usePreview } from "~/admin/components/content/usePreview";
import { FormDialog } from "~/admin/components/FormDialog";
import { ItemCard } from "~/admin/components/ItemCard";
import { ListScreen } from "~/admin/components/ListScreen";
import { newSection } from "~/admin/editor/schema-form/field-specs";
import { sectionSpec } from "~/admin/editor/sections/section-specs";
import { formatDate } from "~/admin/lib/dates";
import { useFeedback } from "~/admin/lib/feedback";
import { useFormState, useSaveHandlers } from "~/admin/lib/form";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_panel/pages")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.pages} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "content:read", () =>
      context.queryClient.ensureQueryData(context.trpc.pages.list.queryOptions()),
    ),
  component: PagesScreen,
  pendingComponent: PagesScreen,
});

type Page = Outputs["pages"]["list"][number];

/**
 * SPEC, admin pages: search, cards, the create dialog, delete with a confirmation. Editing opens the
 * full-screen editor (/admin/pages/{id}).
 */
function PagesScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const canWrite = useCan("content:write");
  const preview = usePreview("page");
  const pages = useQuery(trpc.pages.list.queryOptions());
  const [search, setSearch] = useState("");
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Page | null>(null);
  // A save changes the list, the dashboard's figures and schedule, the item's history, and where
  // the library's images are used.
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.pages.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.pages.revisions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.pages.revisionChanges.pathKey() }),
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
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
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
          meta={`${pagePath(page.slug)} · ${ADMIN_COMMON.updated(formatDate(page.updatedAt))}`}
          actions={
            <ContentActions
              title={page.title}
              viewHref={pagePath(page.slug)}
              onPreview={() => preview.open(page.id)}
              onEdit={
                canWrite ? () => void navigate({ to: "/pages/$id", params: { id: page.id } }) : undefined
              }
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
      {creating ? <CreatePageDialog onClose={() => setCreating(false)} onCreated={refetch} /> : null}
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

/**
 * 'Create Page': a title and a slug (filled from the title), then the page opens in the editor. It
 * starts as a draft with a hero band that carries its title and a rich-text section to write in.
 */
function CreatePageDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useFormState(() => ({ title: "", slug: "" }));
  const { done, failed } = useSaveHandlers({
    setErrors: form.setErrors,
    onClose,
    onSaved: onCreated,
    conflictField: "slug",
  });
  const create = useMutation(
    trpc.pages.create.mutationOptions({
      onSuccess: async (page) => {
        await done(ADMIN_TOASTS.pageCreated)();
        await navigate({ to: "/pages/$id", params: { id: page.id } });
      },
      onError: failed(ADMIN_TOASTS.failed.createPage),
    }),
  );
  const { values, errors, set } = form;

  function submit() {
    const input = form.check(pageInput, { ...values, sections: firstSections(values.title) });
    if (input) create.mutate({ ...input, publishedAt: null });
  }

  return (
    <FormDialog
      open
      title={ADMIN_PAGES.createTitle}
      submitLabel={ADMIN_COMMON.create}
      pending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={ADMIN_PAGES.fields.title}
        value={values.title}
        onChange={(event) => {
          set("title", event.target.value);
          set("slug", slugify(event.target.value));
        }}
        error={Boolean(errors.title)}
        helperText={errors.title}
        autoFocus
      />
      <TextField
        label={ADMIN_PAGES.fields.slug}
        value={values.slug}
        onChange={(event) => set("slug", event.target.value)}
        error={Boolean(errors.slug)}
        helperText={errors.slug}
      />
    </FormDialog>
  );
}

/** A new page's sections: the marketing template's hero band with its title, then text to write. */
function firstSections(title: string) {
  const hero = sectionSpec("hero");
  const richText = sectionSpec("richText");
  return [
    ...(hero ? [{ ...newSection(hero), heading: title.trim() }] : []),
    ...(richText ? [newSection(richText)] : []),
  ];
}
