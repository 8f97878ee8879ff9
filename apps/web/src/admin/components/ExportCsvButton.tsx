import DownloadIcon from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import { ADMIN_INQUIRIES, ADMIN_TOASTS, type InquiryStatus, inquiryCsvFileName } from "@staffing/shared";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../lib/download";
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

function downloadCsv(
  url: string,
  filter: Record<string, string | undefined>,
  fallbackName: (date: Date) => string,
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return downloadFile(query.size > 0 ? `${url}?${query}` : url, fallbackName(new Date()));
}
