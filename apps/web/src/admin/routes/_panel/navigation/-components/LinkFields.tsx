import ArticleIcon from "@mui/icons-material/Article";
import DescriptionIcon from "@mui/icons-material/Description";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { ADMIN_COMMON, ADMIN_NAVIGATION, pagePath } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "~/admin/lib/trpc";

const T = ADMIN_NAVIGATION.link;

/** A link as the screen edits it: every field a string ("" for an empty description). */
export interface LinkDraft {
  label: string;
  href: string;
  description: string;
}

/** One link's fields: its label, where it leads (typed, or a page or post chosen), its description. */
export function LinkFields({
  value,
  onChange,
  errors,
  withDescription,
}: {
  value: LinkDraft;
  onChange: (value: LinkDraft) => void;
  errors: (field: keyof LinkDraft) => string | undefined;
  withDescription: boolean;
}) {
  const [picking, setPicking] = useState<"page" | "post" | null>(null);
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 2, "& > *": { flex: 1 } }}>
        <TextField
          label={T.label}
          value={value.label}
          onChange={(event) => onChange({ ...value, label: event.target.value })}
          required
          error={Boolean(errors("label"))}
          helperText={errors("label")}
        />
        <TextField
          label={T.href}
          value={value.href}
          onChange={(event) => onChange({ ...value, href: event.target.value })}
          required
          error={Boolean(errors("href"))}
          helperText={errors("href") ?? T.hrefHint}
          sx={{ flexGrow: 2 }}
        />
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button size="small" startIcon={<DescriptionIcon />} onClick={() => setPicking("page")}>
          {T.choosePage}
        </Button>
        <Button size="small" startIcon={<ArticleIcon />} onClick={() => setPicking("post")}>
          {T.choosePost}
        </Button>
      </Box>
      {withDescription ? (
        <TextField
          label={T.description}
          value={value.description}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
          error={Boolean(errors("description"))}
          helperText={errors("description") ?? T.descriptionHint}
        />
      ) : null}
      {picking ? (
        <ContentPicker
          kind={picking}
          onClose={() => setPicking(null)}
          onChoose={(choice) => {
            // A chosen page names the link, unless staff already did.
            onChange({ ...value, href: choice.href, label: value.label.trim() ? value.label : choice.title });
            setPicking(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

interface Choice {
  title: string;
  href: string;
}

/** A searchable list of the site's pages or blog posts, by title: choosing one gives its address. */
function ContentPicker({
  kind,
  onClose,
  onChoose,
}: {
  kind: "page" | "post";
  onClose: () => void;
  onChoose: (choice: Choice) => void;
}) {
  const trpc = useTRPC();
  const pages = useQuery({ ...trpc.pages.list.queryOptions(), enabled: kind === "page" });
  const posts = useQuery({ ...trpc.blog.adminList.queryOptions(), enabled: kind === "post" });
  const choices: Choice[] =
    kind === "page"
      ? (pages.data ?? []).map((page) => ({ title: page.title, href: pagePath(page.slug) }))
      : (posts.data ?? []).map((post) => ({ title: post.title, href: `/blog/${post.slug}` }));
  const loading = kind === "page" ? pages.isPending : posts.isPending;
  const title = kind === "page" ? T.choosePage : T.choosePost;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={choices}
          loading={loading}
          loadingText={T.loading}
          noOptionsText={T.noMatches}
          getOptionLabel={(choice) => choice.title}
          getOptionKey={(choice) => choice.href}
          isOptionEqualToValue={(option, chosen) => option.href === chosen.href}
          openOnFocus
          autoHighlight
          onChange={(_event, choice) => {
            if (choice) onChoose(choice);
          }}
          renderOption={({ key, ...props }, choice) => (
            <Box component="li" key={key} {...props} sx={{ display: "grid !important" }}>
              <span>{choice.title}</span>
              <Box component="span" sx={{ color: "text.secondary", fontSize: "0.85em" }}>
                {choice.href}
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={kind === "page" ? T.searchPages : T.searchPosts}
              sx={{ mt: 1 }}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ADMIN_COMMON.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
