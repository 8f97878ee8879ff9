import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_NAVIGATION,
  ADMIN_TITLES,
  fieldMessages,
  fieldPath,
  firstFieldMessages,
  NAVIGATION_LIMITS,
  type Navigation,
  type NavigationInput,
  navigation as navigationSchema,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { LoadError } from "~/admin/components/LoadError";
import { type Keyed, keyed, ReorderableList } from "~/admin/components/ReorderableList";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { FormSection, focusFirstInvalid, SaveBar } from "~/admin/components/SettingsForm";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { useFeedback } from "~/admin/lib/feedback";
import { type FieldErrors, serverFieldErrors } from "~/admin/lib/form";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { useTRPC } from "~/admin/lib/trpc";
import { type LinkDraft, LinkFields } from "./-components/LinkFields";
import { NavigationPreview } from "./-components/NavigationPreview";

export const Route = createFileRoute("/_panel/navigation")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.navigation} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "navigation:write", () =>
      context.queryClient.ensureQueryData(context.trpc.navigation.get.queryOptions()),
    ),
  component: NavigationScreen,
  pendingComponent: NavigationScreen,
});

const T = ADMIN_NAVIGATION;
const LIMITS = NAVIGATION_LIMITS;

/** The form's values: the navigation, its lists keyed (so reordering keeps each input's state). */
interface HeaderItemDraft extends LinkDraft {
  children: Keyed<LinkDraft>[];
}
interface ColumnDraft {
  title: string;
  links: Keyed<LinkDraft>[];
}
interface Draft {
  header: Keyed<HeaderItemDraft>[];
  footer: Keyed<ColumnDraft>[];
}

const EMPTY_LINK: LinkDraft = { label: "", href: "", description: "" };

const linkDraft = (link: { label: string; href: string; description?: string | undefined }): LinkDraft => ({
  label: link.label,
  href: link.href,
  description: link.description ?? "",
});

const draftOf = (navigation: Navigation): Draft => ({
  header: navigation.header.map((item) =>
    keyed({ ...linkDraft(item), children: (item.children ?? []).map((child) => keyed(linkDraft(child))) }),
  ),
  footer: navigation.footer.map((column) =>
    keyed({
      title: column.title,
      links: column.links.map((link) => keyed({ ...EMPTY_LINK, label: link.label, href: link.href })),
    }),
  ),
});

/** An optional text the server takes only when it says something. */
const described = (description: string) => (description.trim() ? { description } : {});

/** What the server takes: exactly what it answered, edited (no empty sub-menu, no empty description). */
const navigationOf = (draft: Draft): NavigationInput => ({
  header: draft.header.map(({ value: item }) => ({
    label: item.label,
    href: item.href,
    ...described(item.description),
    ...(item.children.length > 0
      ? {
          children: item.children.map(({ value: child }) => ({
            label: child.label,
            href: child.href,
            ...described(child.description),
          })),
        }
      : {}),
  })),
  footer: draft.footer.map(({ value: column }) => ({
    title: column.title,
    links: column.links.map(({ value: link }) => ({ label: link.label, href: link.href })),
  })),
});

/**
 * The navigation: the header's menu (with its sub-menus) and the footer's columns of links, in one
 * form with a preview. Saved as a whole (PUT /api/admin/navigation); the server's refusals show
 * under their fields.
 */
function NavigationScreen() {
  const trpc = useTRPC();
  const navigation = useQuery(trpc.navigation.get.queryOptions());
  return (
    <>
      <ScreenHeading title={T.heading} subtitle={T.subheading} />
      {navigation.error ? (
        <LoadError title={T.loadFailed} error={navigation.error} />
      ) : navigation.data ? (
        <NavigationForm navigation={navigation.data} />
      ) : (
        <SkeletonCards count={3} height={200} />
      )}
    </>
  );
}

function NavigationForm({ navigation }: { navigation: Navigation }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [draft, setDraft] = useState(() => draftOf(navigation));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);

  const save = useMutation(
    trpc.navigation.update.mutationOptions({
      onSuccess: (saved) => {
        feedback.success(T.saved);
        setDirty(false);
        setDraft(draftOf(saved));
        queryClient.setQueryData(trpc.navigation.get.queryKey(), saved);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusFirstInvalid();
        feedback.failure(error, T.saveFailed);
      },
    }),
  );

  /** Changes a list; its messages go with the change (their positions may have moved). */
  function change<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setDirty(true);
    setErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => path !== key && !path.startsWith(`${key}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = navigationOf(draft);
    const parsed = navigationSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstFieldMessages(fieldMessages(parsed.error, fieldPath)));
      focusFirstInvalid();
      feedback.failure(new Error(T.fixFields), T.fixFields);
      return;
    }
    setErrors({});
    save.mutate(values);
  }

  const error = (path: string) => errors[path];
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 960 }}>
      <Stack spacing={3}>
        {hasErrors ? <Alert severity="error">{T.fixFields}</Alert> : null}
        {error("header") ? <Alert severity="error">{error("header")}</Alert> : null}
        {error("footer") ? <Alert severity="error">{error("footer")}</Alert> : null}

        <FormSection title={T.header.title} hint={T.header.hint}>
          <ReorderableList
            items={draft.header}
            onChange={(items) => change("header", items)}
            itemName={T.header.item}
            addLabel={T.header.add}
            max={LIMITS.headerItems}
            create={(): HeaderItemDraft => ({ ...EMPTY_LINK, children: [] })}
            renderItem={(item, index, update) => (
              <Stack spacing={2}>
                <LinkFields
                  value={item}
                  onChange={(link) => update({ ...item, ...link })}
                  errors={(field) => error(`header.${index}.${field}`)}
                  withDescription={item.children.length > 0}
                />
                <Box sx={{ pl: { sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: "divider" } }}>
                  <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                    {T.header.children}
                  </Typography>
                  {error(`header.${index}.children`) ? (
                    <Alert severity="error" sx={{ mb: 1 }}>
                      {error(`header.${index}.children`)}
                    </Alert>
                  ) : null}
                  <ReorderableList
                    items={item.children}
                    onChange={(children) => update({ ...item, children })}
                    itemName={(n) => T.header.child(index + 1, n)}
                    addLabel={T.header.addChild}
                    max={LIMITS.children}
                    create={() => ({ ...EMPTY_LINK })}
                    renderItem={(child, childIndex, updateChild) => (
                      <LinkFields
                        value={child}
                        onChange={updateChild}
                        errors={(field) => error(`header.${index}.children.${childIndex}.${field}`)}
                        withDescription
                      />
                    )}
                  />
                </Box>
              </Stack>
            )}
          />
        </FormSection>

        <FormSection title={T.footer.title} hint={T.footer.hint}>
          <ReorderableList
            items={draft.footer}
            onChange={(items) => change("footer", items)}
            itemName={T.footer.column}
            addLabel={T.footer.add}
            max={LIMITS.footerColumns}
            create={(): ColumnDraft => ({ title: "", links: [keyed({ ...EMPTY_LINK })] })}
            renderItem={(column, index, update) => (
              <Stack spacing={2}>
                <TextField
                  label={T.footer.columnTitle}
                  value={column.title}
                  onChange={(event) => update({ ...column, title: event.target.value })}
                  required
                  error={Boolean(error(`footer.${index}.title`))}
                  helperText={error(`footer.${index}.title`)}
                />
                {error(`footer.${index}.links`) ? (
                  <Alert severity="error">{error(`footer.${index}.links`)}</Alert>
                ) : null}
                <ReorderableList
                  items={column.links}
                  onChange={(links) => update({ ...column, links })}
                  itemName={(n) => T.footer.link(index + 1, n)}
                  addLabel={T.footer.addLink}
                  max={LIMITS.links}
                  create={() => ({ ...EMPTY_LINK })}
                  renderItem={(link, linkIndex, updateLink) => (
                    <LinkFields
                      value={link}
                      onChange={updateLink}
                      errors={(field) => error(`footer.${index}.links.${linkIndex}.${field}`)}
                      withDescription={false}
                    />
                  )}
                />
              </Stack>
            )}
          />
        </FormSection>

        <FormSection title={T.preview.title} hint={T.preview.hint}>
          <NavigationPreview navigation={navigationOf(draft)} />
        </FormSection>

        <SaveBar saving={save.isPending} dirty={dirty} texts={T} />
      </Stack>
    </Box>
  );
}
