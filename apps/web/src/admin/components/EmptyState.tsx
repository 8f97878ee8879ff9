import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** What a list shows when nothing matches: a title, a hint and maybe an action. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: "center" }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      ) : null}
      {action ? <div style={{ marginTop: 16 }}>{action}</div> : null}
    </Paper>
  );
}
