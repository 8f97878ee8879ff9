import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { ADMIN_APPLICATION, ADMIN_APPLICATIONS, ADMIN_TITLES } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useId } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { AttributionSummary } from "~/admin/components/AttributionSummary";
import { OverdueMark, StageChip } from "~/admin/components/applications/ApplicationMarks";
import { DefinitionItem, DefinitionList } from "~/admin/components/DefinitionItem";
import { PipelineTimeline } from "~/admin/components/pipeline/PipelineTimeline";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage } from "~/admin/lib/feedback";
import { RouterButton, RouterLink } from "~/admin/lib/links";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { useTRPC } from "~/admin/lib/trpc";
import { ApplicationAssigneeSelect } from "./-components/ApplicationAssigneeSelect";
import { ApplicationNoteBox } from "./-components/ApplicationNoteBox";
import { ApplicationReplyBox } from "./-components/ApplicationReplyBox";
import { ApplicationStageSelect } from "./-components/ApplicationStageSelect";
import { EraseCandidate } from "./-components/EraseCandidate";
import { ResumeCard } from "./-components/ResumeCard";

// An application's one workspace (issue 30, point 4), at its own address, which the list and the
// recruiters' notification mail lead to.
export const Route = createFileRoute("/_panel/applications_/$id")({
  head: () => ({ meta: [{ title: `${ADMIN_APPLICATIONS.heading} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context, params }) =>
    ensureScreenData(context, "applications:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.applications.detail.queryOptions({ id: params.id })),
    ),
  component: ApplicationDetailRoute,
  pendingComponent: ApplicationDetailRoute,
});

function ApplicationDetailRoute() {
  const { id } = Route.useParams();
  return <ApplicationDetailScreen id={id} />;
}

const T = ADMIN_APPLICATION;

/**
 * One application as staff work on it: who the candidate is and what they sent (facts, cover note,
 * consent, résumé), its stage and assignee, the timeline, a reply box and a note box; for admins,
 * erasing the candidate. Reading it marks it opened. Every moment is on the company's clock.
 */
function ApplicationDetailScreen({ id }: { id: string }) {
  const trpc = useTRPC();
  const ids = useId();
  const detail = useQuery(trpc.applications.detail.queryOptions({ id }));
  const application = detail.data;
  const moment = useCompanyClock();
  const mayErase = useCan("candidates:erase");
  const { fields, none } = T;

  return (
    <>
      <RouterButton to="/applications" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {T.backToList}
      </RouterButton>
      {detail.error ? (
        <Alert severity="error">{errorMessage(detail.error, T.loadFailed)}</Alert>
      ) : !application ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined">
              <CardContent sx={{ display: "grid", gap: 2 }}>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                  <Typography
                    component="h1"
                    variant="h5"
                    sx={{ fontWeight: 700, overflowWrap: "anywhere", flexGrow: 1 }}
                  >
                    {application.name}
                  </Typography>
                  <StageChip stage={application.stage} />
                  {application.overdue ? <OverdueMark /> : null}
                  {mayErase ? <EraseCandidate email={application.email} /> : null}
                </Box>
                <DefinitionList>
                  <DefinitionItem term={fields.email}>
                    <Link href={`mailto:${application.email}`}>{application.email}</Link>
                  </DefinitionItem>
                  <DefinitionItem term={fields.phone}>
                    {application.phone ? (
                      <Link href={`tel:${application.phone.replace(/[^\d+]/g, "")}`}>
                        {application.phone}
                      </Link>
                    ) : (
                      none
                    )}
                  </DefinitionItem>
                  <DefinitionItem term={fields.job}>
                    {application.jobId ? (
                      <RouterLink to="/jobs/$id" params={{ id: application.jobId }}>
                        {application.jobTitle}
                      </RouterLink>
                    ) : (
                      T.jobGone(application.jobTitle)
                    )}
                  </DefinitionItem>
                  <DefinitionItem term={fields.received}>
                    <time dateTime={application.createdAt}>{moment(application.createdAt)}</time>
                  </DefinitionItem>
                  <DefinitionItem term={fields.stage} id={`${ids}-stage`}>
                    <ApplicationStageSelect
                      id={application.id}
                      stage={application.stage}
                      labelledBy={`${ids}-stage`}
                    />
                  </DefinitionItem>
                  <DefinitionItem term={fields.assignee} id={`${ids}-assignee`}>
                    <ApplicationAssigneeSelect
                      id={application.id}
                      assigneeId={application.assignee?.id ?? null}
                      labelledBy={`${ids}-assignee`}
                    />
                  </DefinitionItem>
                  <DefinitionItem term={fields.attribution}>
                    <AttributionSummary attribution={application.attribution} />
                  </DefinitionItem>
                </DefinitionList>
                <Box component="section" aria-labelledby={`${ids}-cover`}>
                  <Typography
                    id={`${ids}-cover`}
                    component="h2"
                    variant="body2"
                    color="text.secondary"
                    sx={{ fontWeight: 600 }}
                  >
                    {fields.coverNote}
                  </Typography>
                  <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {application.coverNote ?? T.noCoverNote}
                  </Typography>
                </Box>
                <Box component="section" aria-labelledby={`${ids}-consent`}>
                  <Typography
                    id={`${ids}-consent`}
                    component="h2"
                    variant="body2"
                    color="text.secondary"
                    sx={{ fontWeight: 600 }}
                  >
                    {fields.consent}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {application.consentText}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {fields.consentedAt(moment(application.consentedAt))}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }} sx={{ display: "grid", gap: 3, alignContent: "start" }}>
            <Card variant="outlined">
              <CardContent>
                <ResumeCard applicationId={application.id} resume={application.resume} />
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby={`${ids}-timeline`}>
              <CardContent>
                <Typography id={`${ids}-timeline`} component="h2" variant="h6" sx={{ mb: 1.5 }}>
                  {T.timeline}
                </Typography>
                <PipelineTimeline entries={application.timeline} texts={T} />
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <ApplicationReplyBox
                  id={application.id}
                  email={application.email}
                  jobTitle={application.jobTitle}
                />
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <ApplicationNoteBox id={application.id} />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </>
  );
}
