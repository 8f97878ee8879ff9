import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
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
import { ContentActions } from "../components/content/ContentActions";
import { ContentStatusBadge } from "../components/content/ContentStatusBadge";
import { PreviewAction, PublishingSection } from "../components/content/PublishingSection";
import { usePreview } from "../components/content/usePreview";
import { FormDialog } from "../components/FormDialog";
import { focusFirstInvalidField } from "../components/focus-invalid";
import { ItemCard } from "../components/ItemCard";
import { ListScreen } from "../components/ListScreen";
import { ImageField } from "../components/media/ImageField";
import { RichTextEditor } from "../components/RichTextEditor";
import { formatDate, fromDateTimeLocal, toDateTimeLocal } from "../lib/dates";
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
  const preview = usePreview("post");
  const posts = useQuery(trpc.blog.adminList.queryOptions());
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Post | "new" | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  // A save changes the list, the dashboard's figures and schedule, the item's history, and where
  // the library's images are used.
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.blog.adminList.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.blog.revisions.pathKey() }),
    ]);
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
  const shown = posts.data?.filter(
    (post) =>
      !term ||
      [post.title, post.excerpt ?? "", post.category ?? ""].some((text) => text.toLowerCase().includes(term)),
  );

  return (
    <ListScreen
      title={ADMIN_BLOG.heading}
      subtitle={ADMIN_BLOG.subheading}
      actions={
        canWrite ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
            {ADMIN_BLOG.create}
          </Button>
        ) : null
      }
      search={{ label: ADMIN_BLOG.search, value: search, onChange: setSearch }}
      items={shown}
      error={posts.error}
      pending={posts.isPending}
      loadErrorTitle={ADMIN_TOASTS.loadFailed.posts}
      skeleton={{ count: ADMIN_BLOG.skeletonCount }}
      empty={{ title: ADMIN_BLOG.emptyTitle, hint: term ? ADMIN_BLOG.emptySearchHint : ADMIN_BLOG.emptyHint }}
      itemKey={(post) => post.id}
      renderItem={(post) => {
        const tags = visibleTags(post.tags, ADMIN_BLOG.maxTagsShown);
        return (
          <ItemCard
            title={post.title}
            badges={
              <>
                <ContentStatusBadge item={post} />
                {post.category ? (
                  <Chip size="small" color="primary" variant="outlined" label={post.category} />
                ) : null}
              </>
            }
            meta={`${ADMIN_BLOG.author} · ${ADMIN_COMMON.updated(formatDate(post.updatedAt))} · ${ADMIN_BLOG.tagCount(post.tags.length)}`}
            actions={
              <ContentActions
                title={post.title}
                viewHref={`/blog/${post.slug}`}
                onPreview={() => preview.open(post.id)}
                onEdit={canWrite ? () => setEditing(post) : undefined}
                onDelete={canWrite ? () => setDeleting(post) : undefined}
              />
            }
          >
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
          </ItemCard>
        );
      }}
    >
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
    </ListScreen>
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
  publishedAt: "",
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
          publishedAt: toDateTimeLocal(post.publishedAt),
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
    key: "title" | "slug" | "excerpt" | "tags" | "metaTitle" | "metaDescription" | "canonicalUrl",
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
    const parsed = blogPostInput.safeParse({
      ...values,
      tags: parseTags(values.tags),
      category: values.category || null,
      publishedAt: fromDateTimeLocal(values.publishedAt),
    });
    if (!parsed.success) {
      form.setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalidField();
      return;
    }
    form.setErrors({});
    const input = { ...parsed.data, publishedAt: parsed.data.publishedAt?.toISOString() ?? null };
    if (post) update.mutate({ ...input, id: post.id });
    else create.mutate(input);
  }

  return (
    <FormDialog
      open
      title={post ? ADMIN_BLOG.editTitle : ADMIN_BLOG.createTitle}
      submitLabel={post ? ADMIN_COMMON.update : ADMIN_COMMON.create}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      secondaryActions={post ? <PreviewAction kind="post" id={post.id} /> : null}
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
      <ImageField
        label={ADMIN_BLOG.fields.featuredImage}
        value={values.featuredImage}
        error={errors.featuredImage}
        onChange={(url) => set("featuredImage", url)}
      />
      {text("metaTitle", ADMIN_BLOG.fields.metaTitle)}
      {text("metaDescription", ADMIN_BLOG.fields.metaDescription, { multiline: true, minRows: 2 })}
      {text("canonicalUrl", ADMIN_BLOG.fields.canonicalUrl)}
      <PublishingSection
        kind="post"
        saved={post}
        publishedLabel={ADMIN_BLOG.fields.published}
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
