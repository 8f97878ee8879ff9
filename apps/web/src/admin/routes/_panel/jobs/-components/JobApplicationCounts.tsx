import Box from "@mui/material/Box";
import { APPLICATION_STAGES, type ApplicationStage, JOB_APPLICATION_COUNTS as T } from "@staffing/shared";
import { RouterLink } from "~/admin/lib/links";

/**
 * A job's applications per stage in a few words ("3 new · 1 interview"), the stages without any
 * left out, as a link to the job's applications; "None yet" when nobody has applied.
 */
export function JobApplicationCounts({
  jobId,
  title,
  counts,
  linked,
}: {
  jobId: string;
  title: string;
  counts: Record<ApplicationStage, number>;
  /** Whether the reader may open the applications list (the capability applications:manage). */
  linked: boolean;
}) {
  const summary = APPLICATION_STAGES.filter((stage) => counts[stage] > 0)
    .map((stage) => T.stage(stage, counts[stage]))
    .join(T.separator);
  if (!summary)
    return (
      <Box component="span" sx={{ color: "text.secondary" }}>
        {T.none}
      </Box>
    );
  if (!linked) return <>{summary}</>;
  return (
    <RouterLink
      to="/applications"
      search={{ jobId }}
      underline="hover"
      aria-label={T.linkLabel(title, summary)}
    >
      {summary}
    </RouterLink>
  );
}
