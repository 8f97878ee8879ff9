import { CONTENT_EDITOR } from "@staffing/shared";
import { useEffect, useMemo, useState } from "react";
import { authorizationHeader } from "../../lib/auth-token";

/** How long typing pauses before the preview asks for a new rendering (the issue: within a second). */
export const PREVIEW_DELAY_MS = 400;

const T = CONTENT_EDITOR.preview;

/**
 * The preview's document, for the frame's srcdoc. A srcdoc document lives under the panel's
 * Content-Security-Policy, which admits inline styles by this page's nonce only: the site's inline
 * stylesheet gets it. Scripts go (the frame runs none, and a blocked one would only be reported).
 * Text, not a DOM: a document parsed here (DOMParser) would have its styles checked against the
 * panel's policy, and refused, before they had their nonce.
 */
export function previewDocument(html: string, nonce: string | undefined): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "")
    .replace(/<style\b/gi, nonce ? `<style nonce="${nonce.replace(/[^\w+/=-]/g, "")}"` : "<style");
}

const panelNonce = () =>
  document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

/**
 * Asks the server to render the item's unsaved fields as visitors would see them (POST
 * /api/admin/preview, with the panel's bearer token), once typing pauses, the latest request winning.
 */
export function usePreviewDocument(kind: "page" | "post" | "job", item: object | null) {
  // A job has a live preview of its own (POST /api/admin/jobs/preview): a recruiter may use it.
  const address = kind === "job" ? "/api/admin/jobs/preview" : "/api/admin/preview";
  const body = useMemo(
    () => (item ? JSON.stringify(kind === "job" ? item : { kind, item }) : null),
    [kind, item],
  );
  const [html, setHtml] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (body === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const response = await fetch(address, {
          method: "POST",
          headers: { "content-type": "application/json", ...authorizationHeader() },
          body,
          signal: controller.signal,
        });
        if (!response.ok) {
          const refusal = (await response.json().catch(() => null)) as { message?: string } | null;
          setError(refusal?.message ?? "");
          return;
        }
        setHtml(previewDocument(await response.text(), panelNonce()));
        setError(null);
      } catch (failure) {
        if (!controller.signal.aborted) setError(failure instanceof Error ? failure.message : T.failed);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, address]);

  return { html, loading, error };
}
