import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DeleteIcon from "@mui/icons-material/Delete";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import {
  ADMIN_INQUIRIES,
  ADMIN_INQUIRY_ATTRIBUTION,
  ADMIN_INQUIRY_DELETE,
  ADMIN_TITLES,
  ADMIN_INQUIRY_PIPELINE as T,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { AttributionSummary } from "~/admin/components/AttributionSummary";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { DefinitionItem, DefinitionList } from "~/admin/components/DefinitionItem";
import { InquiryStatusBadge } from "~/admin/components/InquiryStatusBadge";
import { InquiryStatusSelect } from "~/admin/components/InquiryStatusSelect";
import { InquiryPromiseBadge } from "~/admin/components/inquiry-pipeline/InquiryPromiseBadge";
import { serviceLabel } from "~/admin/components/inquiry-service";
import { PipelineTimeline } from "~/admin/components/pipeline/PipelineTimeline";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage, useFeedback } from "~/admin/lib/feedback";
import { RouterButton } from "~/admin/lib/links";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { useTRPC } from "~/admin/lib/trpc";
import { InquiryAssigneeSelect } from "./-components/InquiryAssigneeSelect";
import { InquiryNoteBox } from "./-components/InquiryNoteBox";
import { InquiryReplyBox } from "./-components/InquiryReplyBox";

// The inquiry's one workspace (issue 21, issue 29): its own address, /admin/inquiries/{id}, which the
// list, the dashboard and the staff notification mail all lead to.
export const Route = createFileRoute("/_panel/inquiries_/$id")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.inquiries} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context, params }) =>
    ensureScreenData(context, "inquiries:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.inquiries.detail.queryOptions({ id: params.id })),
    ),
  component: InquiryDetailRoute,
  pendingComponent: InquiryDetailRoute,
});

function InquiryDetailRoute() {
  const { id } = Route.useParams();
  return <InquiryDetailScreen id={id} />;
}

/**
 * One inquiry as staff work on it (issue 21): what was asked, who handles it and by when, the
 * timeline, a note box, a reply box, and deleting spam. Reading it marks it opened. Every moment is
 * on the company's clock, its zone named.
 */
function InquiryDetailScreen({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = useId();
  const detail = useQuery(trpc.inquiries.detail.queryOptions({ id }));
  const { fields, none } = ADMIN_INQUIRIES;
  const inquiry = detail.data;
  const moment = useCompanyClock();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // Spam goes for good (the audit log keeps it); the list, its counters and the dashboard follow.
  const remove = useMutation(
    trpc.inquiries.delete.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        feedback.success(ADMIN_INQUIRY_DELETE.deleted);
        queryClient.removeQueries({ queryKey: trpc.inquiries.detail.queryKey({ id }) });
        await navigate({ to: "/inquiries" });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
        ]);
      },
      onError: (error) => {
        setConfirming(false);
        feedback.failure(error, ADMIN_INQUIRY_DELETE.failed);
      },
    }),
  );

  return (
    <>
      <RouterButton to="/inquiries" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {T.backToList}
      </RouterButton>
      {detail.error ? (
        <Alert severity="error">{errorMessage(detail.error, T.detailLoadFailed)}</Alert>
      ) : !inquiry ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined">
              <CardContent sx={{ display: "grid", gap: 2 }}>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                  <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
                    {inquiry.name}
                  </Typography>
                  <InquiryStatusBadge status={inquiry.status} />
                  <InquiryPromiseBadge inquiry={inquiry} />
                </Box>
                <DefinitionList>
                  <DefinitionItem term={fields.email}>
                    <Link href={`mailto:${inquiry.email}`}>{inquiry.email}</Link>
                  </DefinitionItem>
                  <DefinitionItem term={fields.company}>{inquiry.company ?? none}</DefinitionItem>
                  <DefinitionItem term={fields.service}>
                    {serviceLabel(inquiry.service) || none}
                  </DefinitionItem>
                  <DefinitionItem term={fields.received}>
                    <time dateTime={inquiry.createdAt}>{moment(inquiry.createdAt)}</time>
                  </DefinitionItem>
                  <DefinitionItem term={T.respondBy}>
                    <time dateTime={inquiry.respondBy}>{moment(inquiry.respondBy)}</time>
                  </DefinitionItem>
                  <DefinitionItem term={T.firstReply}>
                    {inquiry.firstRespondedAt ? (
                      <time dateTime={inquiry.firstRespondedAt}>{moment(inquiry.firstRespondedAt)}</time>
                    ) : (
                      T.noReplyYet
                    )}
                  </DefinitionItem>
                  <DefinitionItem term={fields.status} id={`${ids}-status`}>
                    <InquiryStatusSelect
                      inquiry={inquiry}
                      labelledBy={`${ids}-status`}
                      onChanged={() =>
                        void queryClient.invalidateQueries({
                          queryKey: trpc.inquiries.detail.queryKey({ id }),
                        })
                      }
                    />
                  </DefinitionItem>
                  <DefinitionItem term={T.assignee} id={`${ids}-assignee`}>
                    <InquiryAssigneeSelect
                      inquiryId={inquiry.id}
                      assigneeId={inquiry.assigneeId}
                      labelledBy={`${ids}-assignee`}
                    />
                  </DefinitionItem>
                  <DefinitionItem term={ADMIN_INQUIRY_ATTRIBUTION.term}>
                    <AttributionSummary attribution={inquiry.attribution} />
                  </DefinitionItem>
                </DefinitionList>
                <Box>
                  <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                    {fields.message}
                  </Typography>
                  <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {inquiry.message ?? none}
                  </Typography>
                </Box>
                {inquiry.openedAt ? (
                  <Typography variant="caption" color="text.secondary">
                    {T.openedBy(inquiry.openedByName, moment(inquiry.openedAt))}
                  </Typography>
                ) : null}
                <Box>
                  <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
                    {ADMIN_INQUIRY_DELETE.delete}
                  </Button>
                </Box>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }} sx={{ display: "grid", gap: 3, alignContent: "start" }}>
            <Card variant="outlined" component="section" aria-labelledby={`${ids}-timeline`}>
              <CardContent>
                <Typography id={`${ids}-timeline`} component="h2" variant="h6" sx={{ mb: 1.5 }}>
                  {T.timeline}
                </Typography>
                <PipelineTimeline entries={inquiry.timeline} texts={T} />
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <InquiryReplyBox inquiryId={inquiry.id} name={inquiry.name} email={inquiry.email} />
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <InquiryNoteBox inquiryId={inquiry.id} />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
      <ConfirmDialog
        open={confirming}
        question={ADMIN_INQUIRY_DELETE.confirm}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ id })}
      />
    </>
  );
}
