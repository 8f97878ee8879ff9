import CloudDoneOutlinedIcon from "@mui/icons-material/CloudDoneOutlined";
import EditNoteIcon from "@mui/icons-material/EditNote";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import SyncIcon from "@mui/icons-material/Sync";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import { CONTENT_EDITOR } from "@staffing/shared";
import { errorMessage } from "../lib/feedback";
import type { AutosavePhase } from "./useAutosave";

const T = CONTENT_EDITOR;

/**
 * The autosave's state in words ('Saving…', 'Saved'), said to screen readers as it changes, and
 * 'Unpublished changes' while a published item has a working copy visitors do not see yet.
 */
export function SaveStatus({
  phase,
  failure,
  onRetry,
  unpublishedChanges,
}: {
  phase: AutosavePhase;
  failure: unknown;
  onRetry: () => void;
  unpublishedChanges: boolean;
}) {
  const text =
    phase === "pending" || phase === "saving"
      ? T.status.saving
      : phase === "saved"
        ? T.status.saved
        : phase === "local"
          ? T.status.keptHere
          : phase === "offline"
            ? T.status.offline
            : phase === "conflict"
              ? T.status.conflict
              : phase === "failed"
                ? `${T.status.failed}: ${errorMessage(failure, T.saveFailed)}`
                : "";
  const trouble = phase === "offline" || phase === "conflict" || phase === "failed";
  const icon =
    phase === "pending" || phase === "saving" ? (
      <SyncIcon fontSize="inherit" />
    ) : phase === "saved" ? (
      <CloudDoneOutlinedIcon fontSize="inherit" />
    ) : trouble ? (
      <ErrorOutlineIcon fontSize="inherit" />
    ) : null;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", minHeight: 24 }}>
      <Box
        role="status"
        sx={{
          display: "inline-flex",
          alignItems: "center",
          gap: 0.5,
          fontSize: 13,
          color: trouble ? "error.main" : "text.secondary",
        }}
      >
        {icon}
        {text}
      </Box>
      {phase === "failed" || phase === "offline" ? (
        <Button size="small" onClick={onRetry} sx={{ py: 0 }}>
          {T.status.retry}
        </Button>
      ) : null}
      {unpublishedChanges ? (
        <Chip
          size="small"
          icon={<EditNoteIcon />}
          label={T.unpublishedChanges}
          // Alert's warning colours: legible at this size (the theme's warning orange is not).
          sx={{
            fontWeight: 600,
            bgcolor: "#fff4e5",
            color: "#663c00",
            "& .MuiChip-icon": { color: "#663c00" },
          }}
        />
      ) : null}
    </Box>
  );
}
