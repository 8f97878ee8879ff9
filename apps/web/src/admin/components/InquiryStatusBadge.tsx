import Chip from "@mui/material/Chip";
import { INQUIRY_STATUS_LABELS, type InquiryStatus } from "@staffing/shared";

// Dark text on a pale ground: every pair passes WCAG AA contrast at the chip's small size.
const COLORS: Record<InquiryStatus, { color: string; bgcolor: string }> = {
  new: { color: "#0b3d91", bgcolor: "#e3edfc" },
  in_progress: { color: "#7a3e00", bgcolor: "#fdecd8" },
  closed: { color: "#1b5e20", bgcolor: "#e3f3e4" },
};

/** An inquiry's status as a badge: New, In Progress or Closed. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Chip
      size="small"
      label={INQUIRY_STATUS_LABELS[status]}
      data-status={status}
      sx={{ ...COLORS[status], fontWeight: 600 }}
    />
  );
}
