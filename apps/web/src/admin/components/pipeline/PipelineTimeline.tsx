import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { InquiryReplyDelivery } from "@staffing/shared";
import { useCompanyClock } from "~/admin/lib/company-clock";

/**
 * A timeline entry as the server tells it (an inquiry's or an application's): what happened in
 * words ("Maria assigned it to you"), when, and for a note or a reply its text.
 */
export interface PipelineTimelineEntry {
  id: string;
  type: string;
  at: string;
  summary: string;
  subject?: string;
  body?: string;
  delivery?: InquiryReplyDelivery;
}

/**
 * Notes, replies and changes, oldest first, dated on the company's clock: an inquiry's (issue 21)
 * and an application's (issue 30) timelines read the same.
 */
export function PipelineTimeline({
  entries,
  texts,
}: {
  entries: readonly PipelineTimelineEntry[];
  texts: { timelineEmpty: string; delivery: Record<InquiryReplyDelivery, string> };
}) {
  const moment = useCompanyClock();
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" data-testid="timeline-empty">
        {texts.timelineEmpty}
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
                {entry.delivery ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={
                      entry.delivery === "failed"
                        ? "error"
                        : entry.delivery === "sent"
                          ? "success"
                          : "default"
                    }
                    label={texts.delivery[entry.delivery]}
                  />
                ) : null}
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
