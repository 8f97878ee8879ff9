import HistoryIcon from "@mui/icons-material/History";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ADMIN_JOBS, REVISIONS, type RevisionChange } from "@staffing/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { diffWords } from "diff";
import { Fragment, useId, useState } from "react";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage, useFeedback } from "../../lib/feedback";
import { type Outputs, useTRPC } from "../../lib/trpc";
import { visuallyHidden } from "../../lib/visually-hidden";
import { ConfirmDialog } from "../ConfirmDialog";

// `changedFields` (the fields a save changed) comes with the revisions list where the server sends it.
type Revision = Pick<Outputs["blog"]["revisions"][number], "id" | "author" | "createdAt"> & {
  changedFields?: string[];
};
type Kind = "post" | "page" | "job";

/** Values this long are shown as one text with the words removed and added marked, not twice. */
const LONG_VALUE = 80;

/** A field's name as a sentence reads it: 'meta title', 'canonical URL', 'sections'. */
function fieldName(key: string, kind: Kind): string {
  const names: Record<string, string> = kind === "job" ? ADMIN_JOBS.revisionFields : REVISIONS.fields;
  const label = names[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2");
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * A page's, post's or job's History: every saved version (who, when), what changed between one of them and
 * the version saved now (the server's list, sections included), and Restore, which saves that
 * version's text as a new version.
 */
export function RevisionHistory({
  kind,
  id,
  onRestored,
  headingLevel = "h3",
}: {
  kind: Kind;
  id: string;
  onRestored: () => Promise<unknown> | undefined;
  /** Its heading's level where it sits (the editor's settings have h2 parts). */
  headingLevel?: "h2" | "h3";
}) {
  const moment = useCompanyClock();
  const trpc = useTRPC();
  const feedback = useFeedback();
  const headingId = useId();
  // Each is set up (hooks run in a fixed order); the item's kind turns one on.
  const postRevisions = useQuery({ ...trpc.blog.revisions.queryOptions({ id }), enabled: kind === "post" });
  const pageRevisions = useQuery({ ...trpc.pages.revisions.queryOptions({ id }), enabled: kind === "page" });
  const jobRevisions = useQuery({ ...trpc.jobs.revisions.queryOptions({ id }), enabled: kind === "job" });
  const revisions: { error: unknown; data: Revision[] | undefined } =
    kind === "post" ? postRevisions : kind === "page" ? pageRevisions : jobRevisions;
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
  const restoreJob = useMutation(trpc.jobs.restoreRevision.mutationOptions(restored));
  const restore = kind === "post" ? restorePost : kind === "page" ? restorePage : restoreJob;

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
              moment(revision.createdAt, "short"),
            );
            const open = compared === revision.id;
            return (
              <Paper component="li" key={revision.id} variant="outlined" sx={{ p: 1.5 }}>
                <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="body2">{label}</Typography>
                    {revision.changedFields?.length ? (
                      <Typography variant="body2" color="text.secondary">
                        {REVISIONS.changed(revision.changedFields.map((key) => fieldName(key, kind)))}
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
                {open ? <Differences kind={kind} id={id} revisionId={revision.id} /> : null}
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

/** What changed from a revision to now, field by field: the old value struck out, the new one marked. */
function Differences({ kind, id, revisionId }: { kind: Kind; id: string; revisionId: number }) {
  const trpc = useTRPC();
  const changes = useQuery(
    kind === "post"
      ? trpc.blog.revisionChanges.queryOptions({ id, revisionId })
      : kind === "page"
        ? trpc.pages.revisionChanges.queryOptions({ id, revisionId })
        : trpc.jobs.revisionChanges.queryOptions({ id, revisionId }),
  );
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {REVISIONS.differencesTitle}
      </Typography>
      {changes.error ? (
        <Alert severity="error">{errorMessage(changes.error, REVISIONS.changesFailed)}</Alert>
      ) : !changes.data ? (
        <CircularProgress size={20} aria-label={REVISIONS.differencesTitle} />
      ) : changes.data.changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {REVISIONS.noDifferences}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            "& dt": { fontWeight: 600, color: "text.secondary", mt: 1, overflowWrap: "anywhere" },
            "& dd": { m: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
            "& del": { bgcolor: "#fde2e1", color: "#7a1212", textDecoration: "line-through" },
            "& ins": { bgcolor: "#dcf5e3", color: "#0b5323", textDecoration: "none" },
          }}
        >
          {changes.data.changes.map((change) => (
            <Fragment key={change.path}>
              <dt>{change.label}</dt>
              <dd>
                <Change change={change} />
              </dd>
            </Fragment>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One change: 'before → after'; a long text as one text with its removed and added words marked. */
function Change({ change: { before, after } }: { change: RevisionChange }) {
  if (before.length > LONG_VALUE && after.length > LONG_VALUE) {
    return diffWords(before, after).map((part, index) =>
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
    );
  }
  const empty = (
    <Box component="span" sx={{ color: "text.secondary", fontStyle: "italic" }}>
      {REVISIONS.emptyValue}
    </Box>
  );
  return (
    <>
      {before ? <del>{before}</del> : empty}
      <Box component="span" aria-hidden sx={{ mx: 0.5 }}>
        →
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${REVISIONS.changedTo} `}
      </Box>
      {after ? <ins>{after}</ins> : empty}
    </>
  );
}
