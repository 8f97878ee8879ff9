import OpenInFullIcon from "@mui/icons-material/OpenInFull";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import TablePagination from "@mui/material/TablePagination";
import { ADMIN_APPLICATIONS, ADMIN_COMMON, ADMIN_TITLES, type ApplicationStage } from "@staffing/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import {
  OverdueMark,
  ResumeMark,
  StageChip,
  UnreadMark,
} from "~/admin/components/applications/ApplicationMarks";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { ListScreen } from "~/admin/components/ListScreen";
import { RowActions } from "~/admin/components/RowActions";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { RouterLink } from "~/admin/lib/links";
import { useSearchText } from "~/admin/lib/list-view";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";
import { ApplicationBulkStage } from "./-components/ApplicationBulkStage";
import { ApplicationFilters } from "./-components/ApplicationFilters";
import { type ApplicationView, applicationFilters, applicationView } from "./-components/application-view";
import { StageTabs } from "./-components/StageTabs";

/** What the server is asked for a view: the filters, the stage and the page. */
const listInput = (view: ApplicationView) => ({
  ...applicationFilters(view),
  ...(view.stage ? { stage: view.stage } : {}),
  page: view.page ?? 1,
  limit: ADMIN_APPLICATIONS.pageSize,
});

export const Route = createFileRoute("/_panel/applications")({
  validateSearch: applicationView,
  loaderDeps: ({ search }) => listInput(search),
  head: () => ({ meta: [{ title: `${ADMIN_APPLICATIONS.heading} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context, deps }) =>
    ensureScreenData(context, "applications:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.applications.list.queryOptions(deps)),
    ),
  component: ApplicationsScreen,
  pendingComponent: ApplicationsScreen,
});

type Application = Outputs["applications"]["list"]["items"][number];

/**
 * /admin/applications (issue 30, point 4): every application in a table, newest first, with tabs per
 * stage and their counts, filters by job, assignee and overdue, a search, and paging on the server;
 * the view lives in the URL, so the Jobs screen links to one job's applications. Ticked rows move to
 * another stage at once. Each row leads to the application's workspace.
 */
function ApplicationsScreen() {
  const trpc = useTRPC();
  const clock = useCompanyClock();
  const view = Route.useSearch();
  const navigateView = Route.useNavigate();
  const navigate = useNavigate();
  // Any change but paging starts again at the first page.
  const setView = (change: Partial<ApplicationView>) =>
    void navigateView({ search: (previous) => ({ ...previous, page: undefined, ...change }), replace: true });
  const [search, setSearch] = useSearchText(view.q, (q) => setView({ q }));
  const input = listInput(view);
  const list = useQuery({ ...trpc.applications.list.queryOptions(input), placeholderData: keepPreviousData });
  const counts = useQuery({
    ...trpc.applications.counts.queryOptions(applicationFilters(view)),
    placeholderData: keepPreviousData,
  });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // A new view is another list: what was ticked in the last one is not carried into it.
  const viewKey = JSON.stringify(input);
  useEffect(() => {
    void viewKey;
    setTicked(new Set());
  }, [viewKey]);
  const tick = useCallback(
    (ids: string[], on: boolean) =>
      setTicked((previous) => {
        const next = new Set(previous);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const filtering = Boolean(view.q || view.stage || view.assignee || view.overdue || view.jobId);
  const jobTitle = view.jobId ? list.data?.items[0]?.jobTitle : undefined;
  const columns = ADMIN_APPLICATIONS.columns;
  const table: DataColumn<Application, never>[] = [
    {
      id: "candidate",
      header: columns.candidate,
      rowHeader: true,
      render: (application) => (
        <>
          <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
            <RouterLink
              to="/applications/$id"
              params={{ id: application.id }}
              underline="hover"
              color="inherit"
              sx={{ fontWeight: application.opened ? 500 : 700, overflowWrap: "anywhere" }}
            >
              {application.name}
            </RouterLink>
            {application.opened ? null : <UnreadMark />}
            {application.overdue ? <OverdueMark /> : null}
          </Box>
          <Box
            component="span"
            sx={{ color: "text.secondary", typography: "body2", overflowWrap: "anywhere" }}
          >
            {application.email}
          </Box>
        </>
      ),
    },
    { id: "job", header: columns.job, render: (application) => application.jobTitle },
    {
      id: "stage",
      header: columns.stage,
      width: 120,
      render: (application) => <StageChip stage={application.stage} />,
    },
    {
      id: "assignee",
      header: columns.assignee,
      render: (application) => application.assignee?.name ?? ADMIN_APPLICATIONS.nobody,
    },
    {
      id: "received",
      header: columns.received,
      width: 170,
      render: (application) => (
        <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
          <time dateTime={application.createdAt}>{clock(application.createdAt, "short")}</time>
          {application.resume ? <ResumeMark /> : null}
        </Box>
      ),
    },
  ];

  return (
    <ListScreen
      title={jobTitle ? ADMIN_APPLICATIONS.forJob(jobTitle) : ADMIN_APPLICATIONS.heading}
      subtitle={ADMIN_APPLICATIONS.subheading}
      actions={
        view.jobId ? (
          <Button variant="outlined" onClick={() => setView({ jobId: undefined })}>
            {ADMIN_APPLICATIONS.allJobsLink}
          </Button>
        ) : null
      }
      search={{ label: ADMIN_APPLICATIONS.search, value: search, onChange: setSearch }}
      filters={<ApplicationFilters view={view} onChange={setView} />}
      before={
        <>
          <StageTabs
            stage={view.stage}
            counts={counts.data}
            onChange={(stage: ApplicationStage | undefined) => setView({ stage })}
          />
          <ApplicationBulkStage ids={[...ticked]} onDone={() => setTicked(new Set())} />
          <Box sx={{ height: 4, mb: 1 }}>
            {list.isPlaceholderData ? <LinearProgress aria-label={ADMIN_COMMON.loading} /> : null}
          </Box>
        </>
      }
      items={list.data?.items}
      error={list.error ?? counts.error}
      pending={list.isPending}
      loadErrorTitle={ADMIN_APPLICATIONS.loadFailed}
      skeleton={{ count: ADMIN_APPLICATIONS.skeletonCount }}
      empty={
        filtering
          ? { title: ADMIN_APPLICATIONS.emptyFilteredTitle, hint: ADMIN_APPLICATIONS.emptyFilteredHint }
          : { title: ADMIN_APPLICATIONS.emptyTitle, hint: ADMIN_APPLICATIONS.emptyHint }
      }
      renderItems={(rows) => (
        <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <DataTable
            label={ADMIN_APPLICATIONS.label}
            columns={table}
            rows={rows}
            rowKey={(application) => application.id}
            selection={{
              selected: ticked,
              onChange: tick,
              label: (application) => ADMIN_APPLICATIONS.select(application.name),
              allLabel: ADMIN_APPLICATIONS.selectAll,
            }}
            actions={(application) => (
              <RowActions
                name={application.name}
                actions={[
                  {
                    label: ADMIN_APPLICATIONS.open,
                    icon: <OpenInFullIcon />,
                    onClick: () => void navigate({ to: "/applications/$id", params: { id: application.id } }),
                  },
                ]}
              />
            )}
          />
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={(view.page ?? 1) - 1}
            rowsPerPage={ADMIN_APPLICATIONS.pageSize}
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
    />
  );
}
