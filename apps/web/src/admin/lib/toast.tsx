import { TOASTS } from "@staffing/shared";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from "react";

export interface Toast {
  title: string;
  description?: string;
  tone: "success" | "error";
}

// The snackbar and its transitions load with the first toast, not with every page. Should that load
// fail (the visitor went offline), the message still shows, plainly.
const ToastSnackbar = lazy(() =>
  import("./ToastSnackbar").then(
    (module) => ({ default: module.ToastSnackbar }),
    () => ({ default: PlainToast }),
  ),
);

function PlainToast({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOASTS.durationMs);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div role="alert" style={{ position: "fixed", right: 24, bottom: 24, padding: 16, background: "#fff" }}>
      <strong>{toast.title}</strong> {toast.description}
    </div>
  );
}

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/** SPEC section 9: one toast visible at a time, shown for 5000 ms; a new one replaces the old. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, key: Date.now() }), []);
  const close = useCallback(() => setToast(null), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast ? (
        <Suspense fallback={null}>
          <ToastSnackbar key={toast.key} toast={toast} onClose={close} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
