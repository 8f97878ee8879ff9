import * as Toast from "@radix-ui/react-toast";
import { TOAST_BEHAVIOUR } from "@staffing/shared";
import { useEffect, useState } from "react";
import closeIcon from "../art/icons/close.svg?raw";
import { SvgIcon } from "../components/SvgIcon";
import styles from "./Toasts.module.css";
import { onToast, type SiteToast } from "./toast-bus";

/**
 * The notification region (SPEC section 9): one toast at a time, shown for 5000 ms, dismissed by a
 * swipe right of 50 px or its close button; F8 moves the focus here. Other islands show toasts through
 * toast-bus.ts, which fetches this island when the first one comes.
 */
export default function Toasts() {
  const [toast, setToast] = useState<(SiteToast & { key: number }) | null>(null);
  useEffect(() => onToast((next) => setToast({ ...next, key: Date.now() })), []);
  return (
    <Toast.Provider
      duration={TOAST_BEHAVIOUR.durationMs}
      swipeDirection={TOAST_BEHAVIOUR.swipeDirection}
      swipeThreshold={TOAST_BEHAVIOUR.swipeThresholdPx}
    >
      {toast ? (
        <Toast.Root
          key={toast.key}
          className={toast.tone === "error" ? `${styles.toast} ${styles.error}` : styles.toast}
          type={toast.tone === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) setToast(null);
          }}
        >
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
          ) : null}
          <Toast.Close className={styles.close} aria-label="Close">
            <SvgIcon svg={closeIcon} />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className={styles.viewport} hotkey={[TOAST_BEHAVIOUR.hotkey]} />
    </Toast.Provider>
  );
}
