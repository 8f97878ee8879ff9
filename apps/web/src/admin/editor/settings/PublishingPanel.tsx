import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CONTENT_EDITOR, PUBLISHING, SYSTEM_PAGE_MESSAGES } from "@staffing/shared";
import type { ReactNode } from "react";
import { CompanyMomentField } from "~/admin/components/CompanyMomentField";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { ContentStatusBadge } from "../../components/content/ContentStatusBadge";
import { isScheduled } from "../../lib/dates";
import { isFuture } from "../content-kinds";

/** The words a kind of item may say its own way (a job opens and closes rather than publishes). */
export interface PublishingWords {
  publish?: string;
  schedule?: string;
  unpublish?: string;
  publishedOn?: (date: string) => string;
  neverPublished?: string;
  publishAtHint?: string;
  publishing?: string;
  publishAt?: string;
}

/**
 * Publishing: whether visitors see the item (and since when, or from when), 'Publish at' to
 * schedule it, and the action that changes it: Publish (or Schedule) for an item visitors do not
 * see, Unpublish for one they do. A system page stays published, and says so.
 */
export function PublishingPanel({
  live,
  publishAt,
  error,
  onPublishAt,
  system,
  canWrite,
  pending,
  onPublish,
  onUnpublish,
  discard,
  words = {},
  badge,
}: {
  /** The item as visitors' side knows it (null: not created yet). */
  live: { isPublished: boolean; publishedAt: string | null } | null;
  publishAt: string;
  error?: string | undefined;
  onPublishAt: (value: string) => void;
  system: boolean;
  canWrite: boolean;
  pending: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  /** 'Discard changes', when there is a working copy to drop. */
  discard?: { onClick: () => void; pending: boolean } | undefined;
  words?: PublishingWords;
  /** The item's state in its own words, in place of Published, Draft or Scheduled. */
  badge?: ReactNode;
}) {
  const T = { ...CONTENT_EDITOR, ...words };
  const moment = useCompanyClock();
  const scheduled = live ? isScheduled(live) : false;
  const published = live?.isPublished ?? false;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        {live ? (badge ?? <ContentStatusBadge item={live} />) : null}
        <Typography variant="body2" color="text.secondary">
          {published && !scheduled && live?.publishedAt
            ? T.publishedOn(moment(live.publishedAt, "short"))
            : published
              ? null
              : T.neverPublished}
        </Typography>
      </Box>
      <CompanyMomentField
        label={words.publishAt ?? PUBLISHING.publishAt}
        value={publishAt}
        onChange={onPublishAt}
        error={error}
        hint={T.publishAtHint}
        disabled={!canWrite}
      />
      {canWrite ? (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          {published ? (
            <Button variant="outlined" color="error" onClick={onUnpublish} disabled={pending || system}>
              {T.unpublish}
            </Button>
          ) : (
            <Button variant="contained" onClick={onPublish} disabled={pending}>
              {isFuture(publishAt) ? T.schedule : T.publish}
            </Button>
          )}
          {discard ? (
            <Button onClick={discard.onClick} disabled={discard.pending}>
              {T.discard}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {system ? (
        <Alert severity="info" variant="outlined">
          {SYSTEM_PAGE_MESSAGES.cannotUnpublish}
        </Alert>
      ) : null}
    </Stack>
  );
}
