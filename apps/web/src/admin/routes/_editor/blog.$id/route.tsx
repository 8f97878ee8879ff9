import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import {
  ADMIN_BLOG,
  ADMIN_BLOG_FORM,
  ADMIN_SHELL,
  ADMIN_TITLES,
  ADMIN_TOASTS,
  BLOG_CATEGORIES,
  blogPostInput,
  CONTENT_EDITOR,
  POST_AUTHOR_FIELD,
  parseLibraryImage,
  slugify,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useRef } from "react";
import { ImageField } from "~/admin/components/media/ImageField";
import { RichTextEditor } from "~/admin/components/RichTextEditor";
import { ContentEditorFrame } from "~/admin/editor/ContentEditorFrame";
import {
  checkPostFields,
  emptyPost,
  type PostFieldsInput,
  type PostValues,
  postDraft,
  postValues,
  publicPath,
  workingFields,
} from "~/admin/editor/content-kinds";
import { EditorGate } from "~/admin/editor/EditorGate";
import { EditorSection } from "~/admin/editor/EditorSection";
import { chooseStart, localCopyKey, readLocalCopy, removeLocalCopy } from "~/admin/editor/local-copy";
import { NEW_POST } from "~/admin/editor/new-post";
import { SeoFields } from "~/admin/editor/settings/SeoFields";
import { useContentEditor } from "~/admin/editor/useContentEditor";
import { useForgetOnLeave } from "~/admin/editor/useForgetOnLeave";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

/** /admin/blog/new writes a new post; once saved it lives at /admin/blog/{id}, in the same editor. */
export const Route = createFileRoute("/_editor/blog/$id")({
  head: ({ params }) => ({
    meta: [
      {
        title: `${params.id === NEW_POST ? ADMIN_BLOG.createTitle : ADMIN_BLOG.editTitle} | ${ADMIN_TITLES.panel}`,
      },
    ],
  }),
  loader: ({ context, params }) =>
    ensureScreenData(context, "content:read", async () => {
      if (params.id !== NEW_POST)
        await context.queryClient.ensureQueryData(context.trpc.blog.byId.queryOptions(params));
    }),
  component: PostEditorRoute,
  pendingComponent: PostEditorRoute,
});

function PostEditorRoute() {
  const { id } = Route.useParams();
  return <PostEditorScreen id={id} />;
}

type Post = Outputs["blog"]["byId"];

const BACK = {
  to: "/blog",
  label: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.blog),
  section: ADMIN_SHELL.nav.blog,
} as const;

/**
 * /admin/blog/{id} and /admin/blog/new: a post in the full-screen editor. A new post is created (as a
 * draft nobody outside sees) once it has a title and an address; until then what is typed is kept in
 * this browser (and brought back when 'New post' opens again). From then on it lives at its own
 * address, in the same editor, and every change goes to its working copy.
 */
function PostEditorScreen({ id }: { id: string }) {
  const trpc = useTRPC();
  const isNew = id === NEW_POST;
  const post = useQuery({ ...trpc.blog.byId.queryOptions({ id }), enabled: !isNew });
  useForgetOnLeave(trpc.blog.byId.queryKey({ id }));
  return (
    <EditorGate
      heading={isNew ? ADMIN_BLOG.createTitle : ADMIN_BLOG.editTitle}
      back={BACK}
      item={isNew ? null : post.data}
      error={post.error}
      loadFailed={CONTENT_EDITOR.loadFailed.post}
    >
      {(loaded) => <PostEditor post={loaded} />}
    </EditorGate>
  );
}

function PostEditor({ post }: { post: Post | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(trpc.blog.create.mutationOptions());
  const saveDraft = useMutation(trpc.blog.saveDraft.mutationOptions());
  const update = useMutation(trpc.blog.update.mutationOptions());
  const discardDraft = useMutation(trpc.blog.discardDraft.mutationOptions());
  // Written here: while it stays unpublished, its address follows its title (as the create dialog did).
  const createdHere = useRef(post === null);
  const idRef = useRef<string | null>(post?.id ?? null);
  if (post) idRef.current = post.id;

  const refresh = (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.blog.byId.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.blog.adminList.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.blog.revisions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.blog.revisionChanges.pathKey() }),
    ]);
  const fresh = (id: string) =>
    queryClient.fetchQuery({ ...trpc.blog.byId.queryOptions({ id }), staleTime: 0 });

  /** Creates the post; the editor then moves to its address (no question asked). */
  async function createPost(input: PostFieldsInput): Promise<string> {
    const created = await create.mutateAsync(input);
    idRef.current = created.id;
    removeLocalCopy(localCopyKey("post", NEW_POST));
    queryClient.setQueryData(trpc.blog.byId.queryKey({ id: created.id }), {
      ...created,
      draft: null,
      version: 0,
    });
    await queryClient.invalidateQueries({ queryKey: trpc.blog.adminList.queryKey() });
    await navigate({ to: "/blog/$id", params: { id: created.id }, replace: true });
    return created.id;
  }

  const opened = (item: Post) => ({
    values: postValues(workingFields(item, item.draft)),
    version: item.version,
  });
  const nothingYet = () => ({ values: emptyPost(), version: 0 });
  const storageKey = localCopyKey("post", post?.id ?? NEW_POST);
  const editor = useContentEditor({
    start: () => {
      const server = post ? opened(post) : nothingYet();
      const savedAt = post ? Date.parse(post.draft?.savedAt ?? post.updatedAt) : null;
      const start = chooseStart({ ...server, savedAt }, readLocalCopy<PostValues>(storageKey));
      return { ...start, version: start.baseVersion, saved: start.restored ? server.values : undefined };
    },
    hasDraft: post?.draft != null,
    check: checkPostFields,
    saveDraft: async (values, baseVersion) => {
      let id = idRef.current;
      let base = baseVersion;
      if (!id) {
        // Created once it has a title and an address; the rest of what is typed follows as its working copy.
        const named = blogPostInput.safeParse({ title: values.title, slug: values.slug });
        if (!named.success) return "local";
        id = await createPost({ ...named.data, publishedAt: null });
        base = 0;
      }
      return saveDraft.mutateAsync({ ...postDraft(values), id, baseVersion: base });
    },
    goLive: async (input, baseVersion) => {
      const id = idRef.current;
      if (!id) {
        await createPost(input);
        return { version: 0 };
      }
      const updated = await update.mutateAsync({ ...input, id, baseVersion });
      await refresh(id);
      return updated;
    },
    discardDraft: async () => {
      const id = idRef.current;
      if (!id) return nothingYet();
      await discardDraft.mutateAsync({ id });
      return opened(await fresh(id));
    },
    reload: async () => {
      const id = idRef.current;
      return id ? opened(await fresh(id)) : nothingYet();
    },
    storageKey,
    canWrite: true,
    texts: {
      updated: post ? ADMIN_TOASTS.postUpdated : ADMIN_TOASTS.postCreated,
      updateFailed: post ? ADMIN_TOASTS.failed.updatePost : ADMIN_TOASTS.failed.createPost,
    },
  });
  const { values, set, errors } = editor;
  const checked = checkPostFields(values);
  const published = post?.isPublished ?? false;
  const followsTitle = createdHere.current && !published && values.slug === slugify(values.title);
  const text = (key: "excerpt" | "tags", label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );

  return (
    <ContentEditorFrame
      heading={values.title.trim() || CONTENT_EDITOR.untitled.post}
      back={BACK}
      kind="post"
      editor={editor}
      item={post}
      system={false}
      discardPending={discardDraft.isPending}
      onRestored={async (id) => {
        await refresh(id);
        const restored = opened(await fresh(id));
        editor.replace(restored.values, restored.version);
      }}
      preview={checked.input ?? null}
      formSpacing={2}
      form={
        <>
          <TextField
            label={ADMIN_BLOG.fields.title}
            value={values.title}
            onChange={(event) => {
              set("title", event.target.value);
              if (followsTitle) set("slug", slugify(event.target.value));
            }}
            error={Boolean(errors.title)}
            helperText={errors.title ?? (post ? undefined : CONTENT_EDITOR.createFirst)}
            autoFocus={!post}
            fullWidth
          />
          <TextField
            label={ADMIN_BLOG.fields.slug}
            value={values.slug}
            onChange={(event) => set("slug", event.target.value)}
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? publicPath("post", values.slug)}
            fullWidth
          />
          {text("excerpt", ADMIN_BLOG.fields.excerpt, { multiline: true, minRows: 2 })}
          <RichTextEditor
            label={ADMIN_BLOG.fields.content}
            value={values.content}
            onChange={(html) => set("content", html)}
            error={errors.content}
          />
        </>
      }
      settings={
        <>
          <EditorSection heading={CONTENT_EDITOR.featuredImage}>
            <ImageField
              label={ADMIN_BLOG.fields.featuredImage}
              value={values.featuredImage}
              error={errors.featuredImage}
              onChange={(url) => set("featuredImage", url)}
            />
          </EditorSection>
          <EditorSection heading={POST_AUTHOR_FIELD.label}>
            <AuthorSelect
              value={values.authorId}
              onChange={(authorId) => set("authorId", authorId)}
              error={errors.authorId}
            />
          </EditorSection>
          <EditorSection heading={CONTENT_EDITOR.categoryAndTags}>
            <Stack spacing={2}>
              <TextField
                select
                label={ADMIN_BLOG.fields.category}
                value={values.category}
                onChange={(event) => set("category", event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                fullWidth
              >
                <option value="">{ADMIN_BLOG_FORM.noCategory}</option>
                {BLOG_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </TextField>
              {text("tags", ADMIN_BLOG.fields.tags)}
            </Stack>
          </EditorSection>
          <EditorSection heading={CONTENT_EDITOR.seo.heading}>
            <SeoFields
              labels={ADMIN_BLOG.fields}
              values={values}
              errors={errors}
              onChange={(key, value) => set(key, value)}
              fallback={{ title: values.title, description: values.excerpt }}
              path={publicPath("post", values.slug)}
              image={parseLibraryImage(values.featuredImage) ? values.featuredImage : undefined}
            />
          </EditorSection>
        </>
      }
    />
  );
}

/** Who wrote the post: one of People, or no one (the company signs it). */
function AuthorSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (authorId: string) => void;
  error?: string | undefined;
}) {
  const trpc = useTRPC();
  const people = useQuery(trpc.people.list.queryOptions());
  return (
    <TextField
      select
      label={POST_AUTHOR_FIELD.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? POST_AUTHOR_FIELD.hint}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{POST_AUTHOR_FIELD.none}</option>
      {people.data?.map((person) => (
        <option key={person.id} value={person.id}>
          {person.jobTitle ? `${person.name}, ${person.jobTitle}` : person.name}
        </option>
      ))}
      {/* The post's author before the list arrives, so the choice is not lost meanwhile. */}
      {value && !people.data ? <option value={value}>{POST_AUTHOR_FIELD.label}</option> : null}
    </TextField>
  );
}
