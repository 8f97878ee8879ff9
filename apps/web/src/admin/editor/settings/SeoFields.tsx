import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  COMPANY,
  CONTENT_EDITOR,
  factValues,
  fillFacts,
  SEO_DESCRIPTION_LENGTH,
  SEO_TITLE_SHOWN_LENGTH,
} from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { FieldErrors } from "../../lib/form";
import { useTRPC } from "../../lib/trpc";
import { FactTextField } from "../schema-form/FactTextField";

const T = CONTENT_EDITOR.seo;

export interface SeoValues {
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
}

/** Shortened as search engines shorten: at a word, with an ellipsis. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 15)).trimEnd()}…`;
}

/**
 * The meta title, description and canonical address with their lengths counted, and how the item
 * shows in a search result and as a shared link's card: what the fields say, or what the page
 * falls back on (its title, its excerpt).
 */
export function SeoFields({
  labels,
  values,
  errors,
  onChange,
  fallback,
  path,
  image,
}: {
  labels: { metaTitle: string; metaDescription: string; canonicalUrl: string };
  values: SeoValues;
  errors: FieldErrors;
  onChange: (key: keyof SeoValues, value: string) => void;
  fallback: { title: string; description: string };
  /** Where visitors find the item: /services, /blog/hiring-guide. */
  path: string;
  /** The card's picture (a post's featured image). */
  image?: string | undefined;
}) {
  const searchId = useId();
  const socialId = useId();
  // The previews show what visitors will read: the company facts filled in.
  const trpc = useTRPC();
  const profile = useQuery(trpc.site.profile.queryOptions());
  const facts = profile.data ? factValues(profile.data) : new Map<string, string>();
  const title = fillFacts(values.metaTitle.trim() || fallback.title, facts);
  const description = fillFacts(values.metaDescription.trim() || fallback.description, facts);
  const origin = globalThis.location?.origin ?? "";
  const host = globalThis.location?.host ?? "";
  const address = values.canonicalUrl.trim() || `${origin}${path}`;
  const descriptionLength = values.metaDescription.trim().length;
  return (
    <Stack spacing={2}>
      <FactTextField
        label={labels.metaTitle}
        value={values.metaTitle}
        onChange={(typed) => onChange("metaTitle", typed)}
        error={Boolean(errors.metaTitle)}
        helperText={
          errors.metaTitle ??
          `${T.counter(values.metaTitle.trim().length, SEO_TITLE_SHOWN_LENGTH)} · ${T.titleAdvice(SEO_TITLE_SHOWN_LENGTH)}`
        }
        fullWidth
      />
      <FactTextField
        label={labels.metaDescription}
        value={values.metaDescription}
        onChange={(typed) => onChange("metaDescription", typed)}
        error={Boolean(errors.metaDescription)}
        helperText={
          errors.metaDescription ??
          `${T.counter(descriptionLength, SEO_DESCRIPTION_LENGTH.max)} · ${T.descriptionAdvice(SEO_DESCRIPTION_LENGTH.min, SEO_DESCRIPTION_LENGTH.max)}`
        }
        multiline
        minRows={3}
        fullWidth
      />
      <TextField
        label={labels.canonicalUrl}
        value={values.canonicalUrl}
        onChange={(event) => onChange("canonicalUrl", event.target.value)}
        error={Boolean(errors.canonicalUrl)}
        helperText={errors.canonicalUrl}
        slotProps={{ htmlInput: { inputMode: "url", spellCheck: false } }}
        fullWidth
      />
      <Box component="figure" aria-labelledby={searchId} sx={{ m: 0 }}>
        <Typography id={searchId} component="figcaption" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {T.searchPreview}
        </Typography>
        <Box sx={{ p: 1.5, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "background.paper" }}>
          <Typography variant="caption" sx={{ color: "#1e6b34", overflowWrap: "anywhere" }}>
            {address}
          </Typography>
          <Typography sx={{ color: "#1a0dab", fontSize: 18, lineHeight: 1.3, overflowWrap: "anywhere" }}>
            {shorten(title, SEO_TITLE_SHOWN_LENGTH)}
          </Typography>
          <Typography variant="body2" sx={{ color: "#4d5156", overflowWrap: "anywhere" }}>
            {description ? shorten(description, SEO_DESCRIPTION_LENGTH.max) : T.noDescription}
          </Typography>
        </Box>
      </Box>
      <Box component="figure" aria-labelledby={socialId} sx={{ m: 0 }}>
        <Typography id={socialId} component="figcaption" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {T.socialPreview}
        </Typography>
        <Box
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden", bgcolor: "grey.50" }}
        >
          {image ? (
            <Box
              component="img"
              src={image}
              alt=""
              sx={{ display: "block", width: "100%", aspectRatio: "1200 / 630", objectFit: "cover" }}
            />
          ) : null}
          <Box sx={{ p: 1.5 }}>
            <Typography variant="caption" color="text.secondary" sx={{ textTransform: "uppercase" }}>
              {host || COMPANY.name}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{title}</Typography>
            {description ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {shorten(description, 110)}
              </Typography>
            ) : null}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
