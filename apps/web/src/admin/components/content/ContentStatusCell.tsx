import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { CONTENT_STATUS } from "@staffing/shared";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { contentState } from "./content-state";

const COLORS = { published: "success", scheduled: "primary", draft: "default" } as const;

/**
 * A list's status column: the state in a word, and under it when the item went or goes live, on the
 * company's clock with its zone named (issue 29: times without a zone were read in the wrong city).
 */
export function ContentStatusCell({ item }: { item: { isPublished: boolean; publishedAt: string | null } }) {
  const clock = useCompanyClock();
  const state = contentState(item);
  const moment = item.publishedAt ? clock(item.publishedAt, "short") : null;
  const detail =
    state === "draft"
      ? CONTENT_STATUS.neverPublished
      : moment
        ? state === "scheduled"
          ? CONTENT_STATUS.goesLive(moment)
          : CONTENT_STATUS.since(moment)
        : null;
  return (
    <>
      <Chip
        size="small"
        color={COLORS[state]}
        variant={state === "published" ? "filled" : "outlined"}
        label={CONTENT_STATUS.labels[state]}
      />
      {detail ? (
        <Box
          component="span"
          sx={{ display: "block", mt: 0.5, typography: "body2", color: "text.secondary" }}
        >
          {detail}
        </Box>
      ) : null}
    </>
  );
}
