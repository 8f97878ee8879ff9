import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_SUBSCRIBERS,
  ADMIN_TITLES,
  encodeKeysetCursor,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  SUBSCRIBER_STATUS_LABELS,
  subscriberCsvFileName,
} from "@staffing/shared";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useDeferredValue, useId, useState } from "react";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { EmptyState } from "~/admin/components/EmptyState";
import { CsvDownloadButton } from "~/admin/components/ExportCsvButton";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { SearchField } from "~/admin/components/SearchField";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage, useFeedback } from "~/admin/lib/feedback";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_panel/subscribers")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.subscribers} | ${ADMIN_TITLES.panel}` }] }),
  component: SubscribersScreen,
});

type Subscriber = Outputs["subscribers"]["list"][number];
const T = ADMIN_SUBSCRIBERS;
const PAGE_SIZE = 50;

/** Newsletter subscribers for admins: search, status, CSV export with the consent record, remove. */
function SubscribersScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim()) || undefined;
  const [status, setStatus] = useState<NewsletterStatus | "">("");
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const filter = { status: status || undefined, q };
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
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 3 }}>
        <SearchField label={T.search} value={search} onChange={setSearch} />
        <TextField
          select
          size="small"
          label={T.statusFilter}
          value={status}
          onChange={(event) => setStatus(event.target.value as NewsletterStatus | "")}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{T.allStatuses}</MenuItem>
          {NEWSLETTER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {SUBSCRIBER_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.error ? (
        <Alert severity="error">{errorMessage(list.error, T.loadFailed)}</Alert>
      ) : !list.data ? (
        <SkeletonCards count={3} height={72} />
      ) : rows.length === 0 ? (
        <EmptyState title={T.emptyTitle} hint={filtered ? T.emptyFiltered : T.emptyNone} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {rows.map((subscriber) => (
            <li key={subscriber.id}>
              <SubscriberCard subscriber={subscriber} onRemove={() => setRemoving(subscriber)} />
            </li>
          ))}
        </Stack>
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
    </>
  );
}

const STATUS_COLORS: Record<NewsletterStatus, "default" | "success" | "warning"> = {
  pending: "warning",
  confirmed: "success",
  unsubscribed: "default",
};

function SubscriberCard({ subscriber, onRemove }: { subscriber: Subscriber; onRemove: () => void }) {
  const moment = useCompanyClock();
  const id = useId();
  const dates = [
    T.subscribed(moment(subscriber.createdAt, "short")),
    subscriber.confirmedAt ? T.confirmed(moment(subscriber.confirmedAt, "short")) : null,
    subscriber.unsubscribedAt ? T.unsubscribed(moment(subscriber.unsubscribedAt, "short")) : null,
  ].filter(Boolean);
  return (
    <Card variant="outlined" component="article" aria-labelledby={id}>
      <CardContent
        sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", "&:last-child": { pb: 2 } }}
      >
        <Box sx={{ flex: "1 1 260px", minWidth: 0 }}>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Typography id={id} component="h2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {subscriber.email}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLORS[subscriber.status]}
              variant={subscriber.status === "unsubscribed" ? "outlined" : "filled"}
              label={SUBSCRIBER_STATUS_LABELS[subscriber.status]}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {T.source(subscriber.source)} · {dates.join(" · ")}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={onRemove}
          aria-describedby={id}
        >
          {T.remove}
        </Button>
      </CardContent>
    </Card>
  );
}
