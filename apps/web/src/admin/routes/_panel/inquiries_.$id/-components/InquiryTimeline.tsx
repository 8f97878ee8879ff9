import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { ADMIN_INQUIRY_PIPELINE as T } from "@staffing/shared";
import { useCompanyClock } from "~/admin/lib/company-clock";
import type { Outputs } from "~/admin/lib/trpc";

type TimelineEntry = Outputs["inquiries"]["detail"]["timeline"][number];

/**
 * Notes, replies and changes, oldest first, each told in words by the server ("Maria assigned it to
 * you") and dated on the company's clock.
 */
export function InquiryTimeline({ entries }: { entries: TimelineEntry[] }) {
  const moment = useCompanyClock();
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" data-testid="timeline-empty">
        {T.timelineEmpty}
      </Typography>
    );
  return (
    <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-testid={`timeline-${entry.type}`}
          sx={{ borderLeft: 3, borderColor: "divider", pl: 1.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {entry.summary}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={entry.at}>{moment(entry.at, "short")}</time>
          </Typography>
          {entry.type === "reply" ? (
            <Box sx={{ mt: 0.5 }}>
              <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.subject}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={
                    entry.delivery === "failed" ? "error" : entry.delivery === "sent" ? "success" : "default"
                  }
                  label={T.delivery[entry.delivery]}
                />
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {entry.body}
              </Typography>
            </Box>
          ) : entry.type === "note" ? (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {entry.body}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
