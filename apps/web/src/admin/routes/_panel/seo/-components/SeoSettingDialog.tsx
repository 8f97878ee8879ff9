import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import {
  ADMIN_SEO,
  ADMIN_TOASTS,
  fieldMessages,
  firstFieldMessages,
  PAGE_TYPE_LABELS,
  PAGE_TYPES,
  type PageType,
  ROBOTS_OPTIONS,
  SEO_DEFAULTS,
  seoSettingInput,
  type seoSettingsFields,
  TWITTER_CARDS,
} from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { AddOrEditDialog } from "~/admin/components/FormDialog";
import { ImageField } from "~/admin/components/media/ImageField";
import { useFeedback } from "~/admin/lib/feedback";
import { type FieldErrors, serverFieldErrors, useFormState } from "~/admin/lib/form";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export type SeoSetting = Outputs["seo"]["list"][number];

type SettingKey = keyof z.input<typeof seoSettingsFields>;
type SeoForm = { pageType: PageType | "" } & Record<SettingKey, string>;

// The dialog's text fields, in the spec's order (SPEC section 3, seo_settings); the Open Graph image
// follows them, from the media library.
const TEXT_FIELDS: {
  key: Exclude<SettingKey, "twitterCard" | "robots" | "ogImage">;
  multiline?: boolean;
  type?: string;
}[] = [
  { key: "title" },
  { key: "description", multiline: true },
  { key: "keywords" },
  { key: "ogTitle" },
  { key: "ogDescription", multiline: true },
];

function initialValues(setting: SeoSetting | null): SeoForm {
  const settings = setting?.settings ?? {};
  return {
    pageType: setting?.pageType ?? "",
    title: settings.title ?? "",
    description: settings.description ?? "",
    keywords: settings.keywords ?? "",
    ogTitle: settings.ogTitle ?? "",
    ogDescription: settings.ogDescription ?? "",
    ogImage: settings.ogImage ?? "",
    canonicalUrl: settings.canonicalUrl ?? "",
    schema: settings.schema ?? "",
    // SPEC section 4: a new configuration starts from these; an existing one keeps what it has.
    twitterCard: setting ? (settings.twitterCard ?? "") : SEO_DEFAULTS.twitterCard,
    robots: setting ? (settings.robots ?? "") : SEO_DEFAULTS.robots,
  };
}

/**
 * 'Add SEO Configuration' and its edit mode. A new one can only be for a page type that has none
 * (the server allows one per type); an existing one keeps its type.
 */
export function SeoSettingDialog({
  setting,
  configured,
  onClose,
}: {
  /** The configuration being edited, or null to add one. */
  setting: SeoSetting | null;
  configured: readonly PageType[];
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const form = useFormState(() => initialValues(setting));
  const editing = setting !== null;
  const freeTypes = PAGE_TYPES.filter((type) => !configured.includes(type));

  const saved = async (title: string) => {
    feedback.success(title);
    onClose();
    await queryClient.invalidateQueries({ queryKey: trpc.seo.pathKey() });
  };
  const failed = (error: unknown, fallback: string) => {
    // The server names a setting by its whole path (`settings.title`); the form by its own name.
    const refused = Object.entries(serverFieldErrors(error));
    form.setErrors(
      Object.fromEntries(refused.map(([field, message]) => [field.replace(/^settings\./, ""), message])),
    );
    feedback.failure(error, fallback);
  };
  const create = useMutation(
    trpc.seo.create.mutationOptions({
      onSuccess: () => saved(ADMIN_TOASTS.seoCreated),
      onError: (error) => failed(error, ADMIN_TOASTS.failed.createSeo),
    }),
  );
  const update = useMutation(
    trpc.seo.update.mutationOptions({
      onSuccess: () => saved(ADMIN_TOASTS.seoUpdated),
      onError: (error) => failed(error, ADMIN_TOASTS.failed.updateSeo),
    }),
  );

  const submit = () => {
    const { pageType, ...fields } = form.values;
    // An empty field is a setting left unset, not an empty one.
    const settings = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ""));
    const input = form.check(seoSettingInput, { pageType: pageType || undefined, settings }, issuesByField);
    if (!input) return;
    if (setting) update.mutate({ id: setting.id, ...input });
    else create.mutate(input);
  };

  const { values, errors, set } = form;
  const text = (key: SettingKey, options: { multiline?: boolean; type?: string } = {}) => (
    <TextField
      key={key}
      label={ADMIN_SEO.fields[key]}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      type={options.type ?? "text"}
      multiline={options.multiline ?? false}
      minRows={options.multiline ? 2 : undefined}
      fullWidth
    />
  );

  return (
    <AddOrEditDialog
      editing={editing}
      titles={ADMIN_SEO}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!editing && freeTypes.length === 0 ? <Alert severity="info">{ADMIN_SEO.noFreePageType}</Alert> : null}
      <TextField
        select
        label={ADMIN_SEO.fields.pageType}
        value={values.pageType}
        onChange={(event) => set("pageType", event.target.value as PageType)}
        disabled={editing}
        error={Boolean(errors.pageType)}
        helperText={errors.pageType}
        fullWidth
      >
        {(editing && setting ? [setting.pageType] : freeTypes).map((type) => (
          <MenuItem key={type} value={type}>
            {PAGE_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      {TEXT_FIELDS.map((field) => text(field.key, field))}
      <ImageField
        label={ADMIN_SEO.fields.ogImage}
        previewAlt={ADMIN_SEO.fields.ogImage}
        hint={ADMIN_SEO.ogImageHint}
        value={values.ogImage}
        error={errors.ogImage}
        onChange={(url) => set("ogImage", url)}
      />
      {/* Options in plain words; the values stored are the spec's (summary_large_image). */}
      <TextField
        select
        label={ADMIN_SEO.fields.twitterCard}
        value={values.twitterCard}
        onChange={(event) => set("twitterCard", event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <MenuItem value="">{ADMIN_SEO.notSet}</MenuItem>
        {TWITTER_CARDS.map((card) => (
          <MenuItem key={card} value={card}>
            {ADMIN_SEO.twitterCards[card]}
          </MenuItem>
        ))}
      </TextField>
      {text("canonicalUrl", { type: "url" })}
      <TextField
        select
        label={ADMIN_SEO.fields.robots}
        value={values.robots}
        onChange={(event) => set("robots", event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <MenuItem value="">{ADMIN_SEO.notSet}</MenuItem>
        {ROBOTS_OPTIONS.map((option) => (
          <MenuItem key={option} value={option}>
            {ADMIN_SEO.robotsOptions[option]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={ADMIN_SEO.fields.schema}
        value={values.schema}
        onChange={(event) => set("schema", event.target.value)}
        error={Boolean(errors.schema)}
        helperText={errors.schema ?? ADMIN_SEO.schemaHint}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false }, input: { sx: { fontFamily: "monospace" } } }}
      />
    </AddOrEditDialog>
  );
}

/** The first message per field, the settings' fields by their own name (`settings.title` as `title`). */
const issuesByField = (error: z.ZodError): FieldErrors =>
  firstFieldMessages(fieldMessages(error, (path) => path.at(-1) ?? ""));
