import Alert from "@mui/material/Alert";
import { ADMIN_DASHBOARD } from "@staffing/shared";

/**
 * Issue 32: a reset or a notification that waits minutes is a promise broken, so the dashboard says
 * so while the oldest mail waiting to go is past the limit (`mailBehindMinutes` of stats.get).
 */
export function MailBehindWarning({ minutes }: { minutes: number | null }) {
  if (minutes === null) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="mail-behind">
      {ADMIN_DASHBOARD.mailBehind(minutes)}
    </Alert>
  );
}
