import DownloadIcon from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import {
  ADMIN_COMMON,
  ADMIN_INQUIRIES,
  ADMIN_TOASTS,
  type InquiryStatus,
  inquiryCsvFileName,
} from "@staffing/shared";
import { useMutation } from "@tanstack/react-query";
import { authorizationHeader } from "../lib/auth-token";
import { useFeedback } from "../lib/feedback";

const EXPORT_URL = "/api/admin/inquiries/export.csv";

/**
 * 'Export CSV' (SPEC section 3): the server streams every inquiry matching the list's filters, not
 * just the pages loaded here; the browser saves the file under the name the server gives it.
 */
export function ExportCsvButton({
  status,
  q,
}: {
  status?: InquiryStatus | undefined;
  q?: string | undefined;
}) {
  return (
    <CsvDownloadButton
      url={EXPORT_URL}
      filter={{ status, q }}
      fallbackName={inquiryCsvFileName}
      label={ADMIN_INQUIRIES.exportCsv}
      pendingLabel={ADMIN_INQUIRIES.exporting}
      failure={ADMIN_TOASTS.failed.exportInquiries}
    />
  );
}

/** A CSV the server streams for a list's filters, saved under the name the server gives it. */
export function CsvDownloadButton(props: {
  url: string;
  filter: Record<string, string | undefined>;
  fallbackName: (date: Date) => string;
  label: string;
  pendingLabel: string;
  failure: string;
}) {
  const feedback = useFeedback();
  const exportCsv = useMutation({
    mutationFn: () => downloadCsv(props.url, props.filter, props.fallbackName),
    onError: (error) => feedback.failure(error, props.failure),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => exportCsv.mutate()}
      disabled={exportCsv.isPending}
    >
      {exportCsv.isPending ? props.pendingLabel : props.label}
    </Button>
  );
}

async function downloadCsv(
  url: string,
  filter: Record<string, string | undefined>,
  fallbackName: (date: Date) => string,
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  const response = await fetch(query.size > 0 ? `${url}?${query}` : url, {
    headers: authorizationHeader(),
    credentials: "include",
  });
  if (!response.ok) throw new Error(await failureMessage(response));
  const blob = await response.blob();
  saveFile(blob, fileNameOf(response.headers.get("content-disposition")) ?? fallbackName(new Date()));
}

// SPEC section 8: the message from the body, or the status text, or 'An error occurred'.
async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === "string" && body.message) return body.message;
  return response.statusText || ADMIN_COMMON.fallbackError;
}

function fileNameOf(contentDisposition: string | null): string | null {
  const match = contentDisposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
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
