import Typography from "@mui/material/Typography";
import type { InquiryAttribution } from "@staffing/shared";
import { describeAttribution } from "./describe-attribution";

/**
 * Where an inquiry came from, in words ('Came from google.com, landed on /blog, sent from /contact,
 * campaign fall'); the whole referrer address on hover, since the words keep its host only.
 */
export function AttributionSummary({ attribution }: { attribution: InquiryAttribution | null | undefined }) {
  return (
    <Typography component="span" title={attribution?.referrer ?? undefined}>
      {describeAttribution(attribution)}
    </Typography>
  );
}
