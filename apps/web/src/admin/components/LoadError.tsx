import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { errorMessage } from "../lib/feedback";

/** A list that could not be read: the spec's title ('Failed to fetch pages'), then the server's reason. */
export function LoadError({ error, title }: { error: unknown; title: string }) {
  const reason = errorMessage(error, "");
  return (
    <Alert severity="error">
      <AlertTitle>{title}</AlertTitle>
      {reason && reason !== title ? reason : null}
    </Alert>
  );
}
