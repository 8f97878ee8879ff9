import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import VisibilityIcon from "@mui/icons-material/Visibility";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import {
  ADMIN_JOBS,
  ADMIN_TITLES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  JOBS_ADMIN_PAGE_SIZE,
  type JobStatus,
  PUBLISHING,
} from "@staffing/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useDeferredValue, useState } from "react";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { usePreview } from "~/admin/components/content/usePreview";
import { EmptyState } from "~/admin/components/EmptyState";
import { LoadError } from "~/admin/components/LoadError";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { SearchField } from "~/admin/components/SearchField";
import { NEW_POST as NEW_JOB } from "~/admin/editor/new-post";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { formatDate } from "~/admin/lib/dates";
import { useFeedback } from "~/admin/lib/feedback";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_panel/jobs")({
  head: () => ({ meta: [{ title: `${ADMIN_JOBS.heading} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "jobs:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.jobs.list.queryOptions({})),
    ),
  component: JobsScreen,
  pendingComponent: JobsScreen,
});

type Job = Outputs["jobs"]["list"]["items"][number];

// Colours whose text keeps the contrast axe asks for (MUI's info and warning chips do not).
const STATUS_COLORS: Record<JobStatus, "default" | "success" | "primary"> = {
  draft: "default",
  open: "success",
  closed: "default",
  filled: "primary",
};

/** Where the job is, as the table says it: 'Lethbridge, AB, CA', 'Remote (CA, US)', 'Hybrid: Calgary, CA'. */
export function jobWhere(job: Pick<Job, "location" | "remote" | "remoteCountries">): string {
  const place = job.location
    ? [job.location.city, job.location.region, job.location.country].filter(Boolean).join(", ")
    : "";
  if (job.remote === "remote") return ADMIN_JOBS.where.remote(job.remoteCountries);
  if (job.remote === "hybrid") return ADMIN_JOBS.where.hybrid(place || ADMIN_JOBS.where.none);
  return place || ADMIN_JOBS.where.none;
}

const isScheduledJob = (job: Job) =>
  job.status === "open" && job.publishedAt !== null && new Date(job.publishedAt).getTime() > Date.now();

/**
 * /admin/jobs (issue 30): every job in a table (title, status, where, last change), found by words
 * and status, paged on the server. Writing happens in the full-screen editor (/admin/jobs/{id}).
 */
function JobsScreen() {
  const clock = useCompanyClock();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const preview = usePreview("job");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<JobStatus | "">("");
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const q = useDeferredValue(search.trim());
  const input = {
    q: q || undefined,
    status: status || undefined,
    page: page + 1,
    limit: JOBS_ADMIN_PAGE_SIZE,
  };
  const jobs = useQuery({ ...trpc.jobs.list.queryOptions(input), placeholderData: keepPreviousData });
  const remove = useMutation(
    trpc.jobs.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        feedback.success(ADMIN_JOBS.deleted);
        await queryClient.invalidateQueries({ queryKey: trpc.jobs.pathKey() });
      },
      onError: (error) => feedback.failure(error, ADMIN_JOBS.deleteFailed),
    }),
  );
  const filtering = Boolean(q || status);
  const edit = (id: string) => void navigate({ to: "/jobs/$id", params: { id } });

  return (
    <Box>
      <ScreenHeading
        title={ADMIN_JOBS.heading}
        subtitle={ADMIN_JOBS.subheading}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => edit(NEW_JOB)}>
            {ADMIN_JOBS.create}
          </Button>
        }
      />
      <Box
        sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, "& > :first-of-type": { flex: "1 1 16rem" } }}
      >
        <SearchField
          label={ADMIN_JOBS.search}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        <TextField
          select
          size="small"
          label={ADMIN_JOBS.statusFilter}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as JobStatus | "");
            setPage(0);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: "11rem" }}
        >
          <option value="">{ADMIN_JOBS.allStatuses}</option>
          {JOB_STATUSES.map((value) => (
            <option key={value} value={value}>
              {JOB_STATUS_LABELS[value]}
            </option>
          ))}
        </TextField>
      </Box>
      {jobs.error ? (
        <LoadError error={jobs.error} title={ADMIN_JOBS.loadFailed} />
      ) : jobs.data && jobs.data.items.length === 0 ? (
        <EmptyState
          title={filtering ? ADMIN_JOBS.emptySearchTitle : ADMIN_JOBS.emptyTitle}
          hint={filtering ? ADMIN_JOBS.emptySearchHint : ADMIN_JOBS.emptyHint}
        />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={ADMIN_JOBS.heading}>
              <TableHead>
                <TableRow>
                  <TableCell>{ADMIN_JOBS.columns.title}</TableCell>
                  <TableCell>{ADMIN_JOBS.columns.status}</TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                    {ADMIN_JOBS.columns.where}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
                    {ADMIN_JOBS.columns.updated}
                  </TableCell>
                  <TableCell align="right">{ADMIN_JOBS.columns.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody aria-busy={jobs.isPending}>
                {(jobs.data?.items ?? []).map((job) => (
                  <TableRow key={job.id} hover>
                    <TableCell>
                      <Typography
                        component="a"
                        href={`/admin/jobs/${job.id}`}
                        onClick={(event: React.MouseEvent) => {
                          event.preventDefault();
                          edit(job.id);
                        }}
                        sx={{
                          fontWeight: 600,
                          color: "inherit",
                          textDecoration: "none",
                          "&:hover": { textDecoration: "underline" },
                        }}
                      >
                        {job.title}
                      </Typography>
                      {job.reference ? (
                        <Typography variant="body2" color="text.secondary">
                          {job.reference}
                        </Typography>
                      ) : null}
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { xs: "block", md: "none" } }}
                      >
                        {jobWhere(job)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATUS_COLORS[job.status]}
                        variant={job.status === "draft" ? "outlined" : "filled"}
                        label={
                          isScheduledJob(job)
                            ? ADMIN_JOBS.scheduledFor(clock(job.publishedAt ?? "", "short"))
                            : JOB_STATUS_LABELS[job.status]
                        }
                      />
                    </TableCell>
                    <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{jobWhere(job)}</TableCell>
                    <TableCell sx={{ display: { xs: "none", sm: "table-cell" }, whiteSpace: "nowrap" }}>
                      {formatDate(job.updatedAt)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      <Tooltip title={ADMIN_JOBS.edit(job.title)}>
                        <IconButton aria-label={ADMIN_JOBS.edit(job.title)} onClick={() => edit(job.id)}>
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={PUBLISHING.previewOf(job.title)}>
                        <IconButton
                          aria-label={PUBLISHING.previewOf(job.title)}
                          onClick={() => preview.open(job.id)}
                        >
                          <VisibilityIcon />
                        </IconButton>
                      </Tooltip>
                      {job.status === "open" && !isScheduledJob(job) ? (
                        <Tooltip title={ADMIN_JOBS.view(job.title)}>
                          <IconButton
                            component="a"
                            href={`/jobs/${job.slug}`}
                            target="_blank"
                            rel="noopener"
                            aria-label={ADMIN_JOBS.view(job.title)}
                          >
                            <OpenInNewIcon />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                      <Tooltip title={ADMIN_JOBS.remove(job.title)}>
                        <IconButton
                          aria-label={ADMIN_JOBS.remove(job.title)}
                          onClick={() => setDeleting(job)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={jobs.data?.total ?? 0}
            page={page}
            rowsPerPage={JOBS_ADMIN_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next)}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        question={ADMIN_JOBS.deleteConfirm(deleting?.title ?? "")}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </Box>
  );
}
