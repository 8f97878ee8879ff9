import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Snackbar from "@mui/material/Snackbar";
import { TOASTS } from "@staffing/shared";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";

interface Toast {
  title: string;
  description?: string;
  tone: "success" | "error";
}

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** SPEC section 9: one toast visible at a time, shown for 5000 ms; a new one replaces the old. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, key: Date.now() }), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Snackbar
        key={toast?.key}
        open={toast !== null}
        autoHideDuration={TOASTS.durationMs}
        onClose={(_event, reason) => reason !== "clickaway" && setToast(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      >
        {toast ? (
          <Alert severity={toast.tone} variant="filled" onClose={() => setToast(null)} sx={{ width: "100%" }}>
            <AlertTitle>{toast.title}</AlertTitle>
            {toast.description}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
