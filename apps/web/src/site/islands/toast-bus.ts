/** A message for the notification region (the toasts island). */
export interface SiteToast {
  tone: "success" | "error";
  title: string;
  description?: string;
}

// Islands hydrate on their own, so they reach the toasts through this module (one instance in the
// page, shared by their chunks) rather than through a React context.
let listener: ((toast: SiteToast) => void) | null = null;
const waiting: SiteToast[] = [];

/** Shows a toast; the toasts island is fetched first if nobody has needed it yet. */
export function showToast(toast: SiteToast): void {
  if (listener) {
    listener(toast);
    return;
  }
  waiting.push(toast);
  document.dispatchEvent(new CustomEvent("island:request", { detail: "toasts" }));
}

/** The toasts island listens here; what was shown before it was ready arrives at once. */
export function onToast(show: (toast: SiteToast) => void): () => void {
  listener = show;
  for (const toast of waiting.splice(0)) show(toast);
  return () => {
    if (listener === show) listener = null;
  };
}
