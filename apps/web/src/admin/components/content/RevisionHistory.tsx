import HistoryIcon from "@mui/icons-material/History";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { htmlToText, REVISIONS } from "@staffing/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { diffWords } from "diff";
import { Fragment, useId, useState } from "react";
import { formatDateTime } from "../../lib/dates";
import { errorMessage, useFeedback } from "../../lib/feedback";
import { type Outputs, useTRPC } from "../../lib/trpc";
import { ConfirmDialog } from "../ConfirmDialog";

// `changedFields` (the fields a save changed) comes with the revisions list where the server sends it.
type Revision = Outputs["blog"]["revisions"][number] & { changedFields?: string[] };
type Fields = Revision["fields"];

/** A field's name as a sentence reads it: 'meta title', 'canonical URL', 'sections'. */
function fieldName(key: string): string {
  const label = (REVISIONS.fields as Record<string, string>)[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2");
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** The content fields a reader compares, as text (the content without its markup). */
const COMPARED: { key: keyof typeof REVISIONS.fields; text: (fields: Partial<Fields>) => string }[] = [
  { key: "title", text: (f) => f.title ?? "" },
  { key: "slug", text: (f) => f.slug ?? "" },
  { key: "excerpt", text: (f) => f.excerpt ?? "" },
  { key: "content", text: (f) => htmlToText(f.content ?? "") },
  { key: "featuredImage", text: (f) => f.featuredImage ?? "" },
  { key: "category", text: (f) => f.category ?? "" },
  { key: "tags", text: (f) => (f.tags ?? []).join(", ") },
  { key: "metaTitle", text: (f) => f.metaTitle ?? "" },
  { key: "metaDescription", text: (f) => f.metaDescription ?? "" },
  { key: "canonicalUrl", text: (f) => f.canonicalUrl ?? "" },
];

/**
 * A page's or post's History: every saved version (who, when), the difference between one of them and
 * the version saved now, and Restore, which saves that version's text as a new version.
 */
export function RevisionHistory({
  kind,
  id,
  current,
  onRestored,
  headingLevel = "h3",
}: {
  kind: "post" | "page";
  id: string;
  /** The version saved now, to compare with. */
  current: Partial<Fields>;
  onRestored: () => Promise<unknown> | undefined;
  /** Its heading's level where it sits (the editor's settings have h2 parts). */
  headingLevel?: "h2" | "h3";
}) {
  const trpc = useTRPC();
  const feedback = useFeedback();
  const headingId = useId();
  const revisions = useQuery(
    kind === "post" ? trpc.blog.revisions.queryOptions({ id }) : trpc.pages.revisions.queryOptions({ id }),
  );
  const [compared, setCompared] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const restored = {
    onSuccess: async () => {
      setRestoring(null);
      feedback.success(REVISIONS.restored);
      await onRestored();
    },
    onError: (error: unknown) => feedback.failure(error, REVISIONS.restoreFailed),
  };
  // Both are set up (hooks run in a fixed order); the item's kind picks one.
  const restorePost = useMutation(trpc.blog.restoreRevision.mutationOptions(restored));
  const restorePage = useMutation(trpc.pages.restoreRevision.mutationOptions(restored));
  const restore = kind === "post" ? restorePost : restorePage;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        <HistoryIcon fontSize="small" sx={{ verticalAlign: "text-bottom", mr: 0.5 }} />
        {REVISIONS.heading}
      </Typography>
      {revisions.error ? (
        <Alert severity="error">{errorMessage(revisions.error, REVISIONS.loadFailed)}</Alert>
      ) : !revisions.data ? null : revisions.data.length === 0 ? (
        <Typography color="text.secondary">{REVISIONS.empty}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {revisions.data.map((revision: Revision, index) => {
            const label = REVISIONS.by(
              revision.author ?? REVISIONS.unknownAuthor,
              formatDateTime(revision.createdAt),
            );
            const open = compared === revision.id;
            return (
              <Paper component="li" key={revision.id} variant="outlined" sx={{ p: 1.5 }}>
                <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="body2">{label}</Typography>
                    {revision.changedFields?.length ? (
                      <Typography variant="body2" color="text.secondary">
                        {REVISIONS.changed(revision.changedFields.map(fieldName))}
                      </Typography>
                    ) : null}
                  </Box>
                  {index === 0 ? <Chip size="small" label={REVISIONS.current} /> : null}
                  <Button
                    size="small"
                    aria-expanded={open}
                    aria-label={`${REVISIONS.compare}: ${label}`}
                    onClick={() => setCompared(open ? null : revision.id)}
                  >
                    {REVISIONS.compare}
                  </Button>
                  {index > 0 ? (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`${REVISIONS.restore}: ${label}`}
                      onClick={() => setRestoring(revision)}
                    >
                      {REVISIONS.restore}
                    </Button>
                  ) : null}
                </Box>
                {open ? <Differences revision={revision.fields} current={current} /> : null}
              </Paper>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={restoring !== null}
        question={REVISIONS.restoreConfirm}
        confirmLabel={REVISIONS.restore}
        pending={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() => restoring && restore.mutate({ id, revisionId: restoring.id })}
      />
    </Box>
  );
}

/** What changed from a revision to now, field by field: removed words struck out, added ones marked. */
function Differences({ revision, current }: { revision: Fields; current: Partial<Fields> }) {
  const changed = COMPARED.map(({ key, text }) => ({
    key,
    before: text(revision),
    after: text(current),
  })).filter(({ before, after }) => before !== after);
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {REVISIONS.differencesTitle}
      </Typography>
      {changed.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {REVISIONS.noDifferences}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            "& dt": { fontWeight: 600, color: "text.secondary", mt: 1 },
            "& dd": { m: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
            "& del": { bgcolor: "#fde2e1", color: "#7a1212", textDecoration: "line-through" },
            "& ins": { bgcolor: "#dcf5e3", color: "#0b5323", textDecoration: "none" },
          }}
        >
          {changed.map(({ key, before, after }) => (
            <Fragment key={key}>
              <dt>{REVISIONS.fields[key]}</dt>
              <dd>
                {diffWords(before, after).map((part, index) =>
                  part.removed ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order.
                    <del key={index}>{part.value}</del>
                  ) : part.added ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order.
                    <ins key={index}>{part.value}</ins>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order.
                    <span key={index}>{part.value}</span>
                  ),
                )}
              </dd>
            </Fragment>
          ))}
        </Box>
      )}
    </Box>
  );
}
