import Chip from "@mui/material/Chip";
import { ADMIN_INQUIRY_PIPELINE as T } from "@staffing/shared";

/**
 * Where an inquiry stands against the site's 24-hour promise: overdue, the time left to reply, or
 * nothing once answered or closed. The time left is as of the list's last reading.
 */
export function InquiryPromiseBadge({
  inquiry,
}: {
  inquiry: { overdue: boolean; respondBy: string; firstRespondedAt: string | null; status: string };
}) {
  if (inquiry.overdue) return <Chip size="small" color="error" label={T.overdue} />;
  if (inquiry.firstRespondedAt || inquiry.status === "closed") return null;
  const left = new Date(inquiry.respondBy).getTime() - Date.now();
  if (left <= 0) return <Chip size="small" color="error" label={T.overdue} />;
  return <Chip size="small" variant="outlined" label={T.timeLeft(left)} />;
}

/** The mark of an inquiry no staff member has opened yet. */
export function UnopenedMark() {
  return <Chip size="small" color="primary" variant="outlined" label={T.unopened} />;
}
