import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
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
import { EmptyState } from "../components/EmptyState";
import { FormDialog } from "../components/FormDialog";
import { LoadError } from "../components/LoadError";
import { PublishedBadge } from "../components/PublishedBadge";
import { RichTextEditor } from "../components/RichTextEditor";
import { ScreenHeading } from "../components/ScreenHeading";
import { SearchField } from "../components/SearchField";
import { SkeletonCards } from "../components/SkeletonCards";
import { formatDate } from "../lib/dates";
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
  const pages = useQuery(trpc.pages.list.queryOptions());
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Page | "new" | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: trpc.pages.list.queryKey() });
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
  const shown = (pages.data ?? []).filter(
    (page) => !term || page.title.toLowerCase().includes(term) || page.slug.toLowerCase().includes(term),
  );

  return (
    <>
      <ScreenHeading
        title={ADMIN_PAGES.heading}
        subtitle={ADMIN_PAGES.subheading}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
              {ADMIN_PAGES.create}
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: "flex", mb: 2 }}>
        <SearchField label={ADMIN_PAGES.search} value={search} onChange={setSearch} />
      </Box>
      {pages.error ? (
        <LoadError error={pages.error} title={ADMIN_TOASTS.loadFailed.pages} />
      ) : pages.isPending ? (
        <SkeletonCards count={ADMIN_PAGES.skeletonCount} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={ADMIN_PAGES.emptyTitle}
          hint={term ? ADMIN_PAGES.emptySearchHint : ADMIN_PAGES.emptyHint}
        />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {shown.map((page) => (
            <Card key={page.id} variant="outlined" component="li">
              <CardContent>
                <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
                        {page.title}
                      </Typography>
                      <PublishedBadge published={page.isPublished} />
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      /{page.slug} · {ADMIN_COMMON.updated(formatDate(page.updatedAt))}
                    </Typography>
                  </Box>
                  <Box>
                    <IconButton
                      component="a"
                      href={`/${page.slug}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={`${ADMIN_COMMON.view} ${page.title}`}
                    >
                      <OpenInNewIcon />
                    </IconButton>
                    {canWrite ? (
                      <>
                        <IconButton
                          aria-label={`${ADMIN_COMMON.edit} ${page.title}`}
                          onClick={() => setEditing(page)}
                        >
                          <EditIcon />
                        </IconButton>
                        <IconButton
                          aria-label={`${ADMIN_COMMON.delete} ${page.title}`}
                          onClick={() => setDeleting(page)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </>
                    ) : null}
                  </Box>
                </Box>
                <Typography sx={{ mt: 1 }}>
                  {contentPreview(page.content, ADMIN_COMMON.previewLength)}
                </Typography>
                {page.metaDescription ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1, fontStyle: "italic" }}>
                    {page.metaDescription}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
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
    </>
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

  function submit() {
    const parsed = pageInput.safeParse(values);
    if (!parsed.success) {
      form.setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    form.setErrors({});
    if (page) update.mutate({ ...parsed.data, id: page.id });
    else create.mutate(parsed.data);
  }

  return (
    <FormDialog
      open
      title={page ? ADMIN_PAGES.editTitle : ADMIN_PAGES.createTitle}
      submitLabel={page ? ADMIN_COMMON.update : ADMIN_COMMON.create}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
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
      <TextField
        label={ADMIN_PAGES.fields.slug}
        value={values.slug}
        onChange={(event) => set("slug", event.target.value)}
        error={Boolean(errors.slug)}
        helperText={errors.slug}
      />
      <RichTextEditor
        label={ADMIN_PAGES.fields.content}
        value={values.content}
        onChange={(html) => set("content", html)}
        error={errors.content}
      />
      <TextField
        label={ADMIN_PAGES.fields.metaTitle}
        value={values.metaTitle}
        onChange={(event) => set("metaTitle", event.target.value)}
        error={Boolean(errors.metaTitle)}
        helperText={errors.metaTitle}
      />
      <TextField
        label={ADMIN_PAGES.fields.metaDescription}
        value={values.metaDescription}
        onChange={(event) => set("metaDescription", event.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.metaDescription)}
        helperText={errors.metaDescription}
      />
      <TextField
        label={ADMIN_PAGES.fields.canonicalUrl}
        value={values.canonicalUrl}
        onChange={(event) => set("canonicalUrl", event.target.value)}
        error={Boolean(errors.canonicalUrl)}
        helperText={errors.canonicalUrl}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.isPublished}
            onChange={(event) => set("isPublished", event.target.checked)}
          />
        }
        label={ADMIN_PAGES.fields.published}
      />
    </FormDialog>
  );
}
