import BusinessIcon from "@mui/icons-material/Business";
import CalendarTodayIcon from "@mui/icons-material/CalendarToday";
import EmailIcon from "@mui/icons-material/Email";
import WorkOutlineIcon from "@mui/icons-material/WorkOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_COMMON,
  ADMIN_INQUIRIES,
  ADMIN_INQUIRY_COUNTERS,
  ADMIN_INQUIRY_PIPELINE,
  ADMIN_TITLES,
  ADMIN_TOASTS,
  encodeKeysetCursor,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from "@staffing/shared";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { memo, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { EmptyState } from "~/admin/components/EmptyState";
import { ExportCsvButton } from "~/admin/components/ExportCsvButton";
import { InquiryStatusBadge } from "~/admin/components/InquiryStatusBadge";
import { type Inquiry, InquiryStatusSelect } from "~/admin/components/InquiryStatusSelect";
import { InquiryPromiseBadge, UnopenedMark } from "~/admin/components/inquiry-pipeline/InquiryPromiseBadge";
import { serviceLabel } from "~/admin/components/inquiry-service";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { SearchField } from "~/admin/components/SearchField";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { StatCard } from "~/admin/components/StatCard";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage } from "~/admin/lib/feedback";
import { RouterButton, RouterLink } from "~/admin/lib/links";
import { useTRPC } from "~/admin/lib/trpc";
import { InquiryBulkStatus } from "./-components/InquiryBulkStatus";

interface InquirySearch {
  status?: InquiryStatus;
  q?: string;
  /** Only those past their reply-by time without a reply. */
  overdue?: true;
  /** Only those assigned to the reader. */
  mine?: true;
}

// The server's limit on the search text (inquiryFilterInput).
const SEARCH_MAX_LENGTH = 200;

/**
 * The list's filters live in the URL, so a filtered list survives a reload and can be shared: an
 * unknown status reads as all, an empty search as none. Checked by hand rather than with zod: route
 * options load with the router, and a zod schema here would put zod in every public page's script.
 */
function inquirySearch(search: Record<string, unknown>): InquirySearch {
  const parsed: InquirySearch = {};
  const status = INQUIRY_STATUSES.find((value) => value === search.status);
  if (status) parsed.status = status;
  // The router reads `?q=2024` as a number: a search for digits is still a search.
  const raw = typeof search.q === "number" ? String(search.q) : search.q;
  const q = typeof raw === "string" ? raw.trim().slice(0, SEARCH_MAX_LENGTH) : "";
  if (q) parsed.q = q;
  if (search.overdue === true || search.overdue === "true") parsed.overdue = true;
  if (search.mine === true || search.mine === "true") parsed.mine = true;
  return parsed;
}

export const Route = createFileRoute("/_panel/inquiries")({
  validateSearch: inquirySearch,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.inquiries} | ${ADMIN_TITLES.panel}` }] }),
  component: InquiriesScreen,
});

/**
 * SPEC, admin inquiries: counters, search and status filter (kept in the URL), the list read from
 * the server 50 at a time, status changes on the cards, CSV export. Each card leads to the inquiry's
 * one workspace, at its own address (/admin/inquiries/{id}), by its name and its Open button.
 */
function InquiriesScreen() {
  const trpc = useTRPC();
  const { status, q, overdue, mine } = Route.useSearch();
  const [searchText, setSearchText] = useDebouncedSearch();
  // Ticked for a bulk status change (issue 21).
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const navigate = Route.useNavigate();
  const filters = {
    q,
    ...(overdue ? { overdue: "true" as const } : {}),
    ...(mine ? { assignee: "me" } : {}),
  };

  // The counters count what the list shows: the same search and filters. Each is also the status
  // filter it names (Total clears it).
  const counts = useQuery(
    trpc.inquiries.counts.queryOptions({ ...filters, status }, { placeholderData: keepPreviousData }),
  );
  const list = useInfiniteQuery(
    trpc.inquiries.list.infiniteQueryOptions(
      { ...filters, status, limit: ADMIN_INQUIRIES.pageSize },
      {
        getNextPageParam: (page) => {
          const last = page.at(-1);
          return page.length === ADMIN_INQUIRIES.pageSize && last ? encodeKeysetCursor(last) : undefined;
        },
        // While a new search or filter loads, the old list stays (dimmed) instead of flashing skeletons.
        placeholderData: keepPreviousData,
      },
    ),
  );
  const inquiries = list.data?.pages.flat() ?? [];
  const filtering = Boolean(status || q || overdue || mine);
  const showStatus = (value: InquiryStatus | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, status: value }), replace: true });
  const toggle = (name: "overdue" | "mine") =>
    void navigate({
      search: (previous) => ({ ...previous, [name]: previous[name] ? undefined : true }),
      replace: true,
    });
  const tick = useCallback(
    (id: string, on: boolean) =>
      setTicked((previous) => {
        const next = new Set(previous);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const matching = counts.data?.total;

  return (
    <>
      <ScreenHeading
        title={ADMIN_INQUIRIES.heading}
        subtitle={ADMIN_INQUIRIES.subheading}
        actions={<ExportCsvButton status={status} q={q} />}
      />

      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {filtering ? ADMIN_INQUIRY_COUNTERS.matching : ADMIN_INQUIRY_COUNTERS.all}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Counter
          name="total"
          label={ADMIN_INQUIRIES.total}
          value={counts.data?.total}
          pressed={!status}
          onPress={() => showStatus(undefined)}
        />
        {INQUIRY_STATUSES.map((value) => (
          <Counter
            key={value}
            name={value}
            label={INQUIRY_STATUS_LABELS[value]}
            value={counts.data?.[value]}
            pressed={status === value}
            onPress={() => showStatus(status === value ? undefined : value)}
          />
        ))}
      </Grid>

      <Box
        role="search"
        aria-label={ADMIN_INQUIRIES.filters}
        sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}
      >
        <SearchField label={ADMIN_INQUIRIES.search} value={searchText} onChange={setSearchText} />
        <TextField
          select
          size="small"
          label={ADMIN_INQUIRIES.statusFilter}
          value={status ?? ""}
          onChange={(event) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                status: (event.target.value as InquiryStatus | "") || undefined,
              }),
              replace: true,
            })
          }
          sx={{ minWidth: 180, flexGrow: { xs: 1, sm: 0 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{ADMIN_INQUIRIES.allStatuses}</MenuItem>
          {INQUIRY_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {INQUIRY_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={Boolean(overdue)} onChange={() => toggle("overdue")} />}
          label={ADMIN_INQUIRY_PIPELINE.overdueFilter}
        />
        <FormControlLabel
          control={<Switch checked={Boolean(mine)} onChange={() => toggle("mine")} />}
          label={ADMIN_INQUIRY_PIPELINE.mineFilter}
        />
      </Box>

      <InquiryBulkStatus ids={[...ticked]} onDone={() => setTicked(new Set())} />

      {list.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(list.error, ADMIN_TOASTS.loadFailed.inquiries)}
        </Alert>
      ) : null}
      {counts.error && !list.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(counts.error, ADMIN_TOASTS.loadFailed.inquiries)}
        </Alert>
      ) : null}

      <Box sx={{ height: 4, mb: 1 }}>
        {list.isPlaceholderData ? <LinearProgress aria-label={ADMIN_COMMON.loading} /> : null}
      </Box>

      {list.isPending ? (
        <SkeletonCards count={ADMIN_INQUIRIES.skeletonCount} height={140} />
      ) : list.isSuccess && inquiries.length === 0 ? (
        <EmptyState
          title={ADMIN_INQUIRIES.emptyTitle}
          hint={filtering ? ADMIN_INQUIRIES.emptyFilteredHint : ADMIN_INQUIRIES.emptyHint}
        />
      ) : (
        <Stack
          spacing={2}
          component="ul"
          sx={{ listStyle: "none", p: 0, m: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} ticked={ticked.has(inquiry.id)} onTick={tick} />
            </li>
          ))}
        </Stack>
      )}

      {inquiries.length > 0 ? (
        <Box sx={{ display: "flex", alignItems: "center", flexDirection: "column", gap: 1, mt: 3 }}>
          {matching !== undefined ? (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {ADMIN_INQUIRIES.showing(inquiries.length, matching)}
            </Typography>
          ) : null}
          {list.hasNextPage ? (
            <Button
              variant="outlined"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {ADMIN_INQUIRIES.loadMore}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </>
  );
}

/**
 * The search box's text, written to the URL's `q` once typing pauses, so the server is asked once
 * per search rather than once per key. Going back or forward in history puts the URL's text back.
 */
function useDebouncedSearch(): [string, (text: string) => void] {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [text, setText] = useState(q ?? "");
  const written = useRef(q ?? "");

  useEffect(() => {
    if ((q ?? "") === written.current) return;
    written.current = q ?? "";
    setText(q ?? "");
  }, [q]);

  useEffect(() => {
    const next = text.trim();
    if (next === written.current) return;
    const timer = setTimeout(() => {
      written.current = next;
      void navigate({ search: (previous) => ({ ...previous, q: next || undefined }), replace: true });
    }, ADMIN_INQUIRIES.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, navigate]);

  return [text, setText];
}

/** A counter that is also its filter: pressing it shows what it counts (issue 21). */
function Counter({
  name,
  label,
  value,
  pressed,
  onPress,
}: {
  name: string;
  label: string;
  value: number | undefined;
  pressed: boolean;
  onPress: () => void;
}) {
  return (
    <Grid size={{ xs: 6, lg: 3 }} data-testid={`counter-${name}`}>
      <ButtonBase
        onClick={onPress}
        // Its name is what it shows (the label and the figure); pressed says it is the filter now.
        aria-pressed={pressed}
        sx={{
          display: "block",
          width: "100%",
          height: "100%",
          textAlign: "inherit",
          borderRadius: 1,
          outline: pressed ? 2 : 0,
          outlineColor: "primary.main",
          outlineStyle: "solid",
        }}
      >
        <StatCard label={label} value={value ?? <Skeleton width={48} />} />
      </ButtonBase>
    </Grid>
  );
}

/**
 * One inquiry: who, what and when, the message's first 3 lines, its status and the way to the rest:
 * its name and the Open button both lead to its workspace.
 */
const InquiryCard = memo(function InquiryCard({
  inquiry,
  ticked,
  onTick,
}: {
  inquiry: Inquiry;
  ticked: boolean;
  onTick: (id: string, on: boolean) => void;
}) {
  const id = useId();
  const service = serviceLabel(inquiry.service);
  const moment = useCompanyClock();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`${id}-name`}
      // Cards far below the fold are not laid out until scrolled near: long lists stay smooth.
      sx={{ contentVisibility: "auto", containIntrinsicSize: "auto 200px" }}
    >
      <CardContent sx={{ display: "flex", flexDirection: { xs: "column", md: "row" }, gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
            <Checkbox
              checked={ticked}
              onChange={(event) => onTick(inquiry.id, event.target.checked)}
              slotProps={{ input: { "aria-label": ADMIN_INQUIRY_PIPELINE.select(inquiry.name) } }}
              sx={{ ml: -1.5 }}
            />
            <Typography
              id={`${id}-name`}
              component="h2"
              variant="h6"
              sx={{ fontWeight: 600, fontSize: "1.1rem" }}
            >
              <RouterLink to="/inquiries/$id" params={{ id: inquiry.id }} underline="hover">
                {inquiry.name}
              </RouterLink>
            </Typography>
            <InquiryStatusBadge status={inquiry.status} />
            {inquiry.openedAt ? null : <UnopenedMark />}
            <InquiryPromiseBadge inquiry={inquiry} />
          </Box>
          <Box
            sx={{
              display: "flex",
              flexWrap: "wrap",
              columnGap: 2.5,
              rowGap: 0.5,
              color: "text.secondary",
              mb: 1,
              "& svg": { fontSize: 16 },
            }}
          >
            {service ? <Fact icon={<WorkOutlineIcon />}>{service}</Fact> : null}
            <Fact icon={<EmailIcon />}>{inquiry.email}</Fact>
            {inquiry.company ? <Fact icon={<BusinessIcon />}>{inquiry.company}</Fact> : null}
            <Fact icon={<CalendarTodayIcon />}>
              <time dateTime={inquiry.createdAt}>{moment(inquiry.createdAt, "short")}</time>
            </Fact>
          </Box>
          {inquiry.message ? (
            <Typography
              data-testid="message-preview"
              sx={{
                display: "-webkit-box",
                WebkitBoxOrient: "vertical",
                WebkitLineClamp: 3,
                lineClamp: 3,
                overflow: "hidden",
                whiteSpace: "pre-line",
                overflowWrap: "anywhere",
              }}
            >
              {inquiry.message}
            </Typography>
          ) : null}
        </Box>
        <Box
          sx={{
            display: "flex",
            flexDirection: { xs: "row", md: "column" },
            alignItems: { xs: "center", md: "stretch" },
            flexWrap: "wrap",
            gap: 1.5,
            flexShrink: 0,
            "& > *": { flexGrow: { xs: 1, md: 0 } },
          }}
        >
          <InquiryStatusSelect inquiry={inquiry} />
          <RouterButton
            variant="outlined"
            to="/inquiries/$id"
            params={{ id: inquiry.id }}
            aria-label={ADMIN_INQUIRIES.openLabel(inquiry.name)}
          >
            {ADMIN_INQUIRIES.open}
          </RouterButton>
        </Box>
      </CardContent>
    </Card>
  );
});

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, minWidth: 0, overflowWrap: "anywhere" }}
    >
      {icon}
      {children}
    </Typography>
  );
}
