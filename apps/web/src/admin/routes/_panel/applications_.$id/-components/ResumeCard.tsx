import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { ADMIN_APPLICATION, type DocumentScanStatus } from "@staffing/shared";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { downloadFile } from "~/admin/lib/download";
import { useFeedback } from "~/admin/lib/feedback";

const T = ADMIN_APPLICATION.resume;

export interface ResumeFacts {
  id: string;
  displayName: string;
  kind: string;
  size: number;
  scanStatus: DocumentScanStatus;
}

/** Where the server serves a résumé, to staff who may handle applications only. */
export const resumeUrl = (applicationId: string) => `/api/admin/applications/${applicationId}/resume`;

/**
 * The candidate's résumé: the name they gave it, its size, what the malware scanner said, and the
 * download (an attachment the server sends with the staff member's token). An infected file, or
 * one the scanner has not passed yet, is not offered: the server would refuse it.
 */
export function ResumeCard({ applicationId, resume }: { applicationId: string; resume: ResumeFacts | null }) {
  const id = useId();
  const feedback = useFeedback();
  const download = useMutation({
    mutationFn: () => downloadFile(resumeUrl(applicationId), resume?.displayName ?? "resume"),
    onError: (error) => feedback.failure(error, T.failed),
  });
  const offered = resume?.scanStatus === "clean" || resume?.scanStatus === "not_scanned";
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ display: "grid", gap: 1 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6">
        {T.heading}
      </Typography>
      {!resume ? (
        <Typography color="text.secondary">{T.none}</Typography>
      ) : (
        <>
          <Typography sx={{ overflowWrap: "anywhere" }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {resume.displayName}
            </Box>{" "}
            <Box component="span" sx={{ color: "text.secondary" }}>
              ({T.size(resume.size)})
            </Box>
          </Typography>
          {resume.scanStatus === "infected" ? (
            <Alert severity="error">{T.scan.infected}</Alert>
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="resume-scan">
              {T.scan[resume.scanStatus]}
            </Typography>
          )}
          {offered ? (
            <Box>
              <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                onClick={() => download.mutate()}
                disabled={download.isPending}
                aria-label={T.downloadLabel(resume.displayName)}
              >
                {download.isPending ? T.downloading : T.download}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
