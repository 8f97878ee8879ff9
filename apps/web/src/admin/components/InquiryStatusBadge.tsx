import Chip from "@mui/material/Chip";
import { INQUIRY_STATUS_LABELS, type InquiryStatus } from "@staffing/shared";
import { INQUIRY_STATUS_COLORS } from "../../theme/mui";

/** An inquiry's status as a badge: New, In Progress or Closed. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Chip
      size="small"
      label={INQUIRY_STATUS_LABELS[status]}
      data-status={status}
      // Dark text on a pale ground, in the brand's colours: every pair passes WCAG AA at this size.
      sx={{
        color: INQUIRY_STATUS_COLORS[status].text,
        bgcolor: INQUIRY_STATUS_COLORS[status].pale,
        fontWeight: 600,
      }}
    />
  );
}
