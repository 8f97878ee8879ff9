import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import {
  ADMIN_SUBSCRIBERS,
  ADMIN_TITLES,
  encodeKeysetCursor,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBERS_TABLE,
  subscriberCsvFileName,
} from "@staffing/shared";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { EmptyState } from "~/admin/components/EmptyState";
import { CsvDownloadButton } from "~/admin/components/ExportCsvButton";
import { FilterSelect } from "~/admin/components/FilterSelect";
import { RowActions } from "~/admin/components/RowActions";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { SearchField } from "~/admin/components/SearchField";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage, useFeedback } from "~/admin/lib/feedback";
import { type ListView, pickOne, readListView, useSearchText } from "~/admin/lib/list-view";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";
import { JobAlertSubscribers } from "./-components/JobAlertSubscribers";

// The server reads subscribers newest first, 50 at a time: the table keeps that order (no sorting).
type SubscribersView = Omit<ListView<never>, "sort" | "dir"> & { status?: NewsletterStatus };

/** The list's search and status filter, from the URL (see list-view). */
function subscribersView(search: Record<string, unknown>): SubscribersView {
  const { q } = readListView(search, []);
  const view: SubscribersView = q ? { q } : {};
  const status = pickOne(search.status, NEWSLETTER_STATUSES);
  if (status) view.status = status;
  return view;
}

export const Route = createFileRoute("/_panel/subscribers")({
  validateSearch: subscribersView,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.subscribers} | ${ADMIN_TITLES.panel}` }] }),
  component: SubscribersScreen,
});

type Subscriber = Outputs["subscribers"]["list"][number];
const T = ADMIN_SUBSCRIBERS;
const PAGE_SIZE = 50;

const STATUS_COLORS: Record<NewsletterStatus, "default" | "success" | "warning"> = {
  pending: "warning",
  confirmed: "success",
  unsubscribed: "default",
};

/**
 * Newsletter subscribers for admins: search, status, CSV export with the consent record, remove; and
 * below them the job-alert subscribers (DESIGN: both are the admin's).
 */
function SubscribersScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const clock = useCompanyClock();
  const view = Route.useSearch();
  const navigate = Route.useNavigate();
  const setView = (change: Partial<SubscribersView>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  // The server is asked once typing pauses, not once per key.
  const [search, setSearch] = useSearchText(view.q, (q) => setView({ q }), 300);
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const filter = { status: view.status, q: view.q };
  const list = useInfiniteQuery(
    trpc.subscribers.list.infiniteQueryOptions(
      { ...filter, limit: PAGE_SIZE },
      {
        getNextPageParam: (page) => {
          const last = page.at(-1);
          return page.length === PAGE_SIZE && last ? encodeKeysetCursor(last) : undefined;
        },
        placeholderData: keepPreviousData,
      },
    ),
  );
  const remove = useMutation(
    trpc.subscribers.remove.mutationOptions({
      onSuccess: async () => {
        setRemoving(null);
        feedback.success(T.removed);
        await queryClient.invalidateQueries({ queryKey: trpc.subscribers.list.pathKey() });
      },
      onError: (error) => feedback.failure(error, T.removeFailed),
    }),
  );
  const rows = list.data?.pages.flat() ?? [];
  const filtered = Boolean(filter.status || filter.q);
  const columns = SUBSCRIBERS_TABLE.columns;
  const table: DataColumn<Subscriber, never>[] = [
    {
      id: "email",
      header: columns.email,
      rowHeader: true,
      render: (subscriber) => (
        <Box component="span" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {subscriber.email}
        </Box>
      ),
    },
    {
      id: "status",
      header: columns.status,
      width: 150,
      render: (subscriber) => (
        <Chip
          size="small"
          color={STATUS_COLORS[subscriber.status]}
          variant={subscriber.status === "unsubscribed" ? "outlined" : "filled"}
          label={SUBSCRIBER_STATUS_LABELS[subscriber.status]}
        />
      ),
    },
    { id: "source", header: columns.source, render: (subscriber) => subscriber.source },
    {
      id: "dates",
      header: columns.dates,
      width: 260,
      render: (subscriber) =>
        [
          T.subscribed(clock(subscriber.createdAt, "short")),
          subscriber.confirmedAt ? T.confirmed(clock(subscriber.confirmedAt, "short")) : null,
          subscriber.unsubscribedAt ? T.unsubscribed(clock(subscriber.unsubscribedAt, "short")) : null,
        ]
          .filter((line) => line !== null)
          .map((line) => <Box key={line}>{line}</Box>),
    },
  ];

  return (
    <>
      <ScreenHeading
        title={T.heading}
        subtitle={T.subheading}
        actions={
          <CsvDownloadButton
            url="/api/admin/subscribers/export.csv"
            filter={filter}
            fallbackName={subscriberCsvFileName}
            label={T.export}
            pendingLabel={T.export}
            failure={T.exportFailed}
          />
        }
      />
      <Box role="search" sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}>
        <SearchField label={T.search} value={search} onChange={setSearch} />
        <FilterSelect
          label={T.statusFilter}
          allLabel={T.allStatuses}
          value={view.status}
          options={NEWSLETTER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] }))}
          onChange={(status) => setView({ status })}
        />
      </Box>
      {list.error ? (
        <Alert severity="error">{errorMessage(list.error, T.loadFailed)}</Alert>
      ) : !list.data ? (
        <SkeletonCards count={3} height={72} />
      ) : rows.length === 0 ? (
        <EmptyState title={T.emptyTitle} hint={filtered ? T.emptyFiltered : T.emptyNone} />
      ) : (
        <DataTable
          label={SUBSCRIBERS_TABLE.label}
          columns={table}
          rows={rows}
          rowKey={(subscriber) => subscriber.id}
          actions={(subscriber) => (
            <RowActions
              name={subscriber.email}
              actions={[
                {
                  label: T.remove,
                  icon: <DeleteIcon />,
                  onClick: () => setRemoving(subscriber),
                  danger: true,
                },
              ]}
            />
          )}
        />
      )}
      {list.hasNextPage ? (
        <Box sx={{ textAlign: "center", mt: 2 }}>
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {T.loadMore}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        question={removing ? T.removeConfirm(removing.email) : ""}
        confirmLabel={T.remove}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
        onCancel={() => setRemoving(null)}
      />
      <JobAlertSubscribers />
    </>
  );
}
