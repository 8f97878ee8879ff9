import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ADMIN_COMMON, DOCUMENT_SCAN_LABELS, WHITEPAPER_TEXTS } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { authorizationHeader } from "../../lib/auth-token";
import { useFeedback } from "../../lib/feedback";
import { type Outputs, useTRPC } from "../../lib/trpc";

const T = WHITEPAPER_TEXTS.admin;
const UPLOAD_URL = "/api/admin/documents";

type StoredDocument = Outputs["documents"]["get"];

/**
 * A whitepaper's PDF in the private store: its name and what the malware scanner said, a button that
 * uploads one (the server decides by its bytes that it is a PDF) and one that removes it from the card.
 */
export function DocumentField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) {
  const trpc = useTRPC();
  const feedback = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const helpId = useId();
  const stored = useQuery({
    ...trpc.documents.get.queryOptions({ id: value ?? "" }),
    enabled: value !== null,
  });

  async function upload(file: File) {
    setUploading(true);
    try {
      const document = await uploadDocument(file);
      onChange(document.id);
      feedback.success(T.uploaded);
    } catch (failure) {
      feedback.failure(failure, T.uploadFailed);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <Stack spacing={1} role="group" aria-labelledby={`${helpId}-label`} aria-describedby={helpId}>
      <Typography id={`${helpId}-label`} variant="subtitle2" component="p">
        {label}
      </Typography>
      {value === null ? (
        <Typography variant="body2" color="text.secondary">
          {T.none}
        </Typography>
      ) : (
        <Typography variant="body2">
          {stored.data
            ? `${stored.data.displayName} (${Math.max(1, Math.round(stored.data.size / 1024))} KB) · ${DOCUMENT_SCAN_LABELS[stored.data.scanStatus]}`
            : ADMIN_COMMON.loading}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" component="label" disabled={uploading}>
          {uploading ? T.uploading : value === null ? T.upload : T.replace}
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </Button>
        {value !== null ? (
          <Button variant="text" color="error" onClick={() => onChange(null)} disabled={uploading}>
            {T.remove}
          </Button>
        ) : null}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? T.hint}
      </FormHelperText>
    </Stack>
  );
}

async function uploadDocument(file: File): Promise<StoredDocument> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(UPLOAD_URL, {
    method: "POST",
    body,
    headers: authorizationHeader(),
    credentials: "include",
  });
  const answer = (await response.json().catch(() => null)) as (StoredDocument & { message?: string }) | null;
  if (!response.ok || !answer)
    throw new Error(answer?.message ?? (response.statusText || ADMIN_COMMON.fallbackError));
  return answer;
}
