import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Portal from "@mui/material/Portal";
import Snackbar from "@mui/material/Snackbar";
import { TOASTS } from "@staffing/shared";
import type { Toast } from "./toast";

/**
 * One toast, shown for 5000 ms (SPEC section 9); a new one (a new key) replaces it. It goes to the end
 * of the body, after any open dialog: a dialog hides the rest of the page from assistive technology,
 * and a toast about what was just done in the dialog must still be announced and reachable.
 */
export function ToastSnackbar({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Portal>
      <Snackbar
        open
        autoHideDuration={TOASTS.durationMs}
        onClose={(_event, reason) => reason !== "clickaway" && onClose()}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        // On a phone a dialog's buttons fill the bottom of the screen: the toast shows at the top there.
        sx={{ top: { xs: 8, sm: "auto" }, bottom: { xs: "auto", sm: 24 } }}
      >
        <Alert severity={toast.tone} variant="filled" onClose={onClose} sx={{ width: "100%" }}>
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
