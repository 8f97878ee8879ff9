import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { JOB_ALERT_TEXTS, jobAlertFiltersText, SUBSCRIBER_STATUS_LABELS } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { EmptyState } from "~/admin/components/EmptyState";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage } from "~/admin/lib/feedback";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

type Subscription = Outputs["jobAlerts"]["list"][number];
const T = JOB_ALERT_TEXTS.admin;
// The newest ones; the list is small next to the newsletter's (it has no search of its own).
const SHOWN = 200;

/** The job-alert subscriptions, newest first: the address, what it asks for, its status and dates. */
export function JobAlertSubscribers() {
  const trpc = useTRPC();
  const clock = useCompanyClock();
  const list = useQuery(trpc.jobAlerts.list.queryOptions({ limit: SHOWN }));
  const table: DataColumn<Subscription, never>[] = [
    {
      id: "email",
      header: T.email,
      rowHeader: true,
      render: (row) => (
        <Box component="span" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {row.email}
        </Box>
      ),
    },
    { id: "filters", header: T.filters, render: (row) => jobAlertFiltersText(row) },
    {
      id: "status",
      header: T.status,
      width: 150,
      render: (row) => (
        <Chip
          size="small"
          color={row.status === "confirmed" ? "success" : row.status === "pending" ? "warning" : "default"}
          variant={row.status === "unsubscribed" ? "outlined" : "filled"}
          label={SUBSCRIBER_STATUS_LABELS[row.status]}
        />
      ),
    },
    { id: "created", header: T.created, width: 180, render: (row) => clock(row.createdAt, "short") },
    {
      id: "lastSent",
      header: T.lastSent,
      width: 180,
      render: (row) => (row.lastSentAt ? clock(row.lastSentAt, "short") : T.never),
    },
  ];
  return (
    <Box component="section" aria-labelledby="job-alert-subscribers" sx={{ mt: 5 }}>
      <Typography id="job-alert-subscribers" component="h2" variant="h6" sx={{ mb: 2 }}>
        {T.tab}
      </Typography>
      {list.error ? (
        <Alert severity="error">{errorMessage(list.error, T.loadFailed)}</Alert>
      ) : !list.data ? (
        <SkeletonCards count={2} height={72} />
      ) : list.data.length === 0 ? (
        <EmptyState title={T.emptyTitle} hint={T.emptyNone} />
      ) : (
        <DataTable label={T.tab} columns={table} rows={list.data} rowKey={(row) => row.id} />
      )}
    </Box>
  );
}
