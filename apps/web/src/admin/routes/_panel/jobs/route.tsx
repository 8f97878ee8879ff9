import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PreviewIcon from "@mui/icons-material/Preview";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TablePagination from "@mui/material/TablePagination";
import {
  ADMIN_JOBS,
  ADMIN_TITLES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  JOBS_ADMIN_PAGE_SIZE,
  type JobStatus,
  LIST_TABLE,
} from "@staffing/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { usePreview } from "~/admin/components/content/usePreview";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { FilterSelect } from "~/admin/components/FilterSelect";
import { ListScreen } from "~/admin/components/ListScreen";
import { RowActions } from "~/admin/components/RowActions";
import { NEW_POST as NEW_JOB } from "~/admin/editor/new-post";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { useFeedback } from "~/admin/lib/feedback";
import { RouterLink } from "~/admin/lib/links";
import { type ListView, pickOne, readListView, useSearchText } from "~/admin/lib/list-view";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";
import { JobApplicationCounts } from "./-components/JobApplicationCounts";

// The server orders jobs by their last change, either way; the other columns keep their order.
const SORTS = ["updated"] as const;
type JobSort = (typeof SORTS)[number];
type JobsView = ListView<JobSort> & { status?: JobStatus; page?: number };

/** The table's search, order, status and page, from the URL (see list-view). */
function jobsView(search: Record<string, unknown>): JobsView {
  const view: JobsView = readListView(search, SORTS);
  const status = pickOne(search.status, JOB_STATUSES);
  if (status) view.status = status;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) view.page = page;
  return view;
}

/** What the server is asked for a view: the first page's query is the one the loader fills. */
const listInput = (view: JobsView) => ({
  ...(view.q ? { q: view.q } : {}),
  ...(view.status ? { status: view.status } : {}),
  ...(view.dir === "asc" ? { sort: "updated_asc" as const } : {}),
  page: view.page ?? 1,
  limit: JOBS_ADMIN_PAGE_SIZE,
});

export const Route = createFileRoute("/_panel/jobs")({
  validateSearch: jobsView,
  loaderDeps: ({ search }) => listInput(search),
  head: () => ({ meta: [{ title: `${ADMIN_JOBS.heading} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context, deps }) =>
    ensureScreenData(context, "jobs:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.jobs.list.queryOptions(deps)),
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
 * /admin/jobs (issue 30): every job in the panel's table (title, status, where, applications per
 * stage, last change) with labelled actions, found by words and status, paged on the server; the view
 * is kept in the URL. Writing happens in the full-screen editor (/admin/jobs/{id}).
 */
function JobsScreen() {
  const clock = useCompanyClock();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const preview = usePreview("job");
  // An editor writes jobs but does not handle applications: the counts are not links then.
  const mayHandleApplications = useCan("applications:manage");
  const view = Route.useSearch();
  const navigateView = Route.useNavigate();
  // Any change but paging starts again at the first page.
  const setView = (change: Partial<JobsView>) =>
    void navigateView({
      search: (previous) => ({ ...previous, page: undefined, ...change }),
      replace: true,
    });
  const [search, setSearch] = useSearchText(view.q, (q) => setView({ q }));
  const [deleting, setDeleting] = useState<Job | null>(null);
  const jobs = useQuery({
    ...trpc.jobs.list.queryOptions(listInput(view)),
    placeholderData: keepPreviousData,
  });
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
  const filtering = Boolean(view.q || view.status);
  const edit = (id: string) => void navigate({ to: "/jobs/$id", params: { id } });
  const sort = { by: "updated" as const, direction: view.dir ?? "desc" };
  const columns = ADMIN_JOBS.columns;
  const table: DataColumn<Job, JobSort>[] = [
    {
      id: "title",
      header: columns.title,
      rowHeader: true,
      render: (job) => (
        <>
          <RouterLink
            to="/jobs/$id"
            params={{ id: job.id }}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
          >
            {job.title}
          </RouterLink>
          {job.reference ? (
            <Box component="span" sx={{ display: "block", color: "text.secondary", typography: "body2" }}>
              {job.reference}
            </Box>
          ) : null}
        </>
      ),
    },
    {
      id: "status",
      header: columns.status,
      width: 150,
      render: (job) => (
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
      ),
    },
    { id: "where", header: columns.where, render: (job) => jobWhere(job) },
    {
      id: "applications",
      header: columns.applications,
      render: (job) => (
        <JobApplicationCounts
          jobId={job.id}
          title={job.title}
          counts={job.applicationCounts}
          linked={mayHandleApplications}
        />
      ),
    },
    {
      id: "updated",
      header: columns.updated,
      sort: "updated",
      width: 160,
      render: (job) => clock(job.updatedAt, "short"),
    },
  ];

  return (
    <ListScreen
      title={ADMIN_JOBS.heading}
      subtitle={ADMIN_JOBS.subheading}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => edit(NEW_JOB)}>
          {ADMIN_JOBS.create}
        </Button>
      }
      search={{ label: ADMIN_JOBS.search, value: search, onChange: setSearch }}
      filters={
        <FilterSelect
          label={ADMIN_JOBS.statusFilter}
          allLabel={ADMIN_JOBS.allStatuses}
          value={view.status}
          options={JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] }))}
          onChange={(status) => setView({ status })}
        />
      }
      items={jobs.data?.items}
      error={jobs.error}
      pending={jobs.isPending}
      loadErrorTitle={ADMIN_JOBS.loadFailed}
      skeleton={{ count: 5 }}
      empty={{
        title: filtering ? ADMIN_JOBS.emptySearchTitle : ADMIN_JOBS.emptyTitle,
        hint: filtering ? ADMIN_JOBS.emptySearchHint : ADMIN_JOBS.emptyHint,
      }}
      renderItems={(rows) => (
        <Box sx={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }}>
          <DataTable
            label={ADMIN_JOBS.heading}
            columns={table}
            rows={rows}
            rowKey={(job) => job.id}
            sort={sort}
            onSort={(_, direction) =>
              setView({ dir: direction ?? (sort.direction === "desc" ? "asc" : "desc") })
            }
            actions={(job) => (
              <RowActions
                name={job.title}
                actions={[
                  { label: LIST_TABLE.edit, icon: <EditIcon />, onClick: () => edit(job.id) },
                  { label: LIST_TABLE.preview, icon: <PreviewIcon />, onClick: () => preview.open(job.id) },
                  job.status === "open" && !isScheduledJob(job)
                    ? { label: LIST_TABLE.viewOnSite, icon: <OpenInNewIcon />, href: `/jobs/${job.slug}` }
                    : null,
                  {
                    label: LIST_TABLE.delete,
                    icon: <DeleteIcon />,
                    onClick: () => setDeleting(job),
                    danger: true,
                  },
                ]}
              />
            )}
          />
          <TablePagination
            component="div"
            count={jobs.data?.total ?? 0}
            page={(view.page ?? 1) - 1}
            rowsPerPage={JOBS_ADMIN_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) =>
              void navigateView({
                search: (previous) => ({ ...previous, page: next > 0 ? next + 1 : undefined }),
                replace: true,
              })
            }
          />
        </Box>
      )}
    >
      <ConfirmDialog
        open={deleting !== null}
        question={ADMIN_JOBS.deleteConfirm(deleting?.title ?? "")}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
  );
}
