import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_BLOG,
  ADMIN_BLOG_FORM,
  ADMIN_COMMON,
  ADMIN_TOASTS,
  BLOG_CATEGORIES,
  blogPostInput,
  formatTags,
  parseTags,
  slugify,
  visibleTags,
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

type Post = Outputs["blog"]["adminList"][number];

/** SPEC, admin blog: search, cards, the create and edit dialog, delete with a confirmation. */
export function BlogScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const canWrite = useCan("content:write");
  const posts = useQuery(trpc.blog.adminList.queryOptions());
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Post | "new" | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: trpc.blog.adminList.queryKey() });
  const remove = useMutation(
    trpc.blog.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        feedback.success(ADMIN_TOASTS.postDeleted);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ADMIN_TOASTS.failed.deletePost),
    }),
  );

  const term = search.trim().toLowerCase();
  const shown = (posts.data ?? []).filter(
    (post) =>
      !term ||
      [post.title, post.excerpt ?? "", post.category ?? ""].some((text) => text.toLowerCase().includes(term)),
  );

  return (
    <>
      <ScreenHeading
        title={ADMIN_BLOG.heading}
        subtitle={ADMIN_BLOG.subheading}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
              {ADMIN_BLOG.create}
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: "flex", mb: 2 }}>
        <SearchField label={ADMIN_BLOG.search} value={search} onChange={setSearch} />
      </Box>
      {posts.error ? (
        <LoadError error={posts.error} title={ADMIN_TOASTS.loadFailed.posts} />
      ) : posts.isPending ? (
        <SkeletonCards count={ADMIN_BLOG.skeletonCount} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={ADMIN_BLOG.emptyTitle}
          hint={term ? ADMIN_BLOG.emptySearchHint : ADMIN_BLOG.emptyHint}
        />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {shown.map((post) => {
            const tags = visibleTags(post.tags, ADMIN_BLOG.maxTagsShown);
            return (
              <Card key={post.id} variant="outlined" component="li">
                <CardContent>
                  <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
                          {post.title}
                        </Typography>
                        <PublishedBadge published={post.isPublished} />
                        {post.category ? (
                          <Chip size="small" color="primary" variant="outlined" label={post.category} />
                        ) : null}
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {ADMIN_BLOG.author} · {ADMIN_COMMON.updated(formatDate(post.updatedAt))} ·{" "}
                        {ADMIN_BLOG.tagCount(post.tags.length)}
                      </Typography>
                    </Box>
                    <Box>
                      <IconButton
                        component="a"
                        href={`/blog/${post.slug}`}
                        target="_blank"
                        rel="noopener"
                        aria-label={`${ADMIN_COMMON.view} ${post.title}`}
                      >
                        <OpenInNewIcon />
                      </IconButton>
                      {canWrite ? (
                        <>
                          <IconButton
                            aria-label={`${ADMIN_COMMON.edit} ${post.title}`}
                            onClick={() => setEditing(post)}
                          >
                            <EditIcon />
                          </IconButton>
                          <IconButton
                            aria-label={`${ADMIN_COMMON.delete} ${post.title}`}
                            onClick={() => setDeleting(post)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </>
                      ) : null}
                    </Box>
                  </Box>
                  {post.excerpt ? <Typography sx={{ mt: 1 }}>{post.excerpt}</Typography> : null}
                  {post.tags.length > 0 ? (
                    <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 1 }}>
                      {tags.shown.map((tag, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a post may carry the same tag twice.
                        <Chip key={`${index}-${tag}`} size="small" label={tag} />
                      ))}
                      {tags.hidden > 0 ? (
                        <Chip size="small" variant="outlined" label={ADMIN_BLOG.moreTags(tags.hidden)} />
                      ) : null}
                    </Box>
                  ) : null}
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
      {editing ? (
        <PostDialog
          post={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={ADMIN_BLOG.deleteConfirm}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}

const emptyPost = () => ({
  title: "",
  slug: "",
  content: "",
  excerpt: "",
  featuredImage: "",
  category: "",
  tags: "",
  metaTitle: "",
  metaDescription: "",
  canonicalUrl: "",
  isPublished: false,
});

/** Create mode (post null) fills the slug from the title; edit mode never does. Mounted per opening. */
function PostDialog({
  post,
  onClose,
  onSaved,
}: {
  post: Post | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const form = useFormState(() =>
    post
      ? {
          title: post.title,
          slug: post.slug,
          content: post.content,
          excerpt: post.excerpt ?? "",
          featuredImage: post.featuredImage ?? "",
          category: post.category ?? "",
          tags: formatTags(post.tags),
          metaTitle: post.metaTitle ?? "",
          metaDescription: post.metaDescription ?? "",
          canonicalUrl: post.canonicalUrl ?? "",
          isPublished: post.isPublished,
        }
      : emptyPost(),
  );
  const { done, failed } = useSaveHandlers({
    setErrors: form.setErrors,
    onClose,
    onSaved,
    conflictField: "slug",
  });
  const create = useMutation(
    trpc.blog.create.mutationOptions({
      onSuccess: done(ADMIN_TOASTS.postCreated),
      onError: failed(ADMIN_TOASTS.failed.createPost),
    }),
  );
  const update = useMutation(
    trpc.blog.update.mutationOptions({
      onSuccess: done(ADMIN_TOASTS.postUpdated),
      onError: failed(ADMIN_TOASTS.failed.updatePost),
    }),
  );
  const { values, errors, set } = form;
  const text = (
    key:
      | "title"
      | "slug"
      | "excerpt"
      | "featuredImage"
      | "tags"
      | "metaTitle"
      | "metaDescription"
      | "canonicalUrl",
    label: string,
    extra: object = {},
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
    const input = { ...values, tags: parseTags(values.tags), category: values.category || null };
    const parsed = blogPostInput.safeParse(input);
    if (!parsed.success) {
      form.setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    form.setErrors({});
    if (post) update.mutate({ ...parsed.data, id: post.id });
    else create.mutate(parsed.data);
  }

  return (
    <FormDialog
      open
      title={post ? ADMIN_BLOG.editTitle : ADMIN_BLOG.createTitle}
      submitLabel={post ? ADMIN_COMMON.update : ADMIN_COMMON.create}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={ADMIN_BLOG.fields.title}
        value={values.title}
        onChange={(event) => {
          set("title", event.target.value);
          if (!post) set("slug", slugify(event.target.value));
        }}
        error={Boolean(errors.title)}
        helperText={errors.title}
        autoFocus
      />
      {text("slug", ADMIN_BLOG.fields.slug)}
      {text("excerpt", ADMIN_BLOG.fields.excerpt, { multiline: true, minRows: 2 })}
      <RichTextEditor
        label={ADMIN_BLOG.fields.content}
        value={values.content}
        onChange={(html) => set("content", html)}
        error={errors.content}
      />
      <TextField
        select
        label={ADMIN_BLOG.fields.category}
        value={values.category}
        onChange={(event) => set("category", event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{ADMIN_BLOG_FORM.noCategory}</option>
        {BLOG_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </TextField>
      {text("tags", ADMIN_BLOG.fields.tags)}
      {text("featuredImage", ADMIN_BLOG.fields.featuredImage)}
      {text("metaTitle", ADMIN_BLOG.fields.metaTitle)}
      {text("metaDescription", ADMIN_BLOG.fields.metaDescription, { multiline: true, minRows: 2 })}
      {text("canonicalUrl", ADMIN_BLOG.fields.canonicalUrl)}
      <FormControlLabel
        control={
          <Switch
            checked={values.isPublished}
            onChange={(event) => set("isPublished", event.target.checked)}
          />
        }
        label={ADMIN_BLOG.fields.published}
      />
    </FormDialog>
  );
}
