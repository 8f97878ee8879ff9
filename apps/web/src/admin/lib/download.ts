import { ADMIN_COMMON } from "@staffing/shared";
import { authorizationHeader } from "./auth-token";

/**
 * Saves a file the server sends only to signed-in staff (a CSV export, a résumé): the panel signs in
 * with a bearer token, not a cookie, so a plain link would be refused; the file is fetched with the
 * token and saved under the name the server gives it (Content-Disposition).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: authorizationHeader(), credentials: "include" });
  if (!response.ok) throw new Error(await failureMessage(response));
  const blob = await response.blob();
  saveFile(blob, fileNameOf(response.headers.get("content-disposition")) ?? fallbackName);
}

// SPEC section 8: the message from the body, or the status text, or 'An error occurred'.
async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === "string" && body.message) return body.message;
  return response.statusText || ADMIN_COMMON.fallbackError;
}

/** The name a Content-Disposition gives: its RFC 5987 `filename*` (any script) first, else `filename`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = contentDisposition.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return contentDisposition.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1] ?? null;
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL is not needed once it has the data.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
