import ArticleIcon from "@mui/icons-material/Article";
import DescriptionIcon from "@mui/icons-material/Description";
import InboxIcon from "@mui/icons-material/Inbox";
import PublicIcon from "@mui/icons-material/Public";
import TravelExploreIcon from "@mui/icons-material/TravelExplore";
import WorkIcon from "@mui/icons-material/Work";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import {
  ADMIN_DASHBOARD,
  ADMIN_INQUIRY_PIPELINE,
  ADMIN_SHELL,
  ADMIN_TOASTS,
  type Capability,
  can,
} from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";
import { useStaffMember } from "~/admin/auth/useStaffMember";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { StatCard } from "~/admin/components/StatCard";
import { errorMessage } from "~/admin/lib/feedback";
import { RouterCardAction } from "~/admin/lib/links";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";
import { ActivityCard } from "./ActivityCard";
import { InquiriesChart } from "./InquiriesChart";
import { MailBehindWarning } from "./MailBehindWarning";
import { PerformanceOverview } from "./PerformanceOverview";
import { ScheduledCard } from "./ScheduledCard";

const QUICK_ACTIONS: {
  to: "/pages" | "/blog" | "/jobs" | "/inquiries" | "/seo";
  text: { title: string; text: string };
  icon: ReactNode;
  capability: Capability;
}[] = [
  {
    to: "/pages",
    text: ADMIN_DASHBOARD.quickActions.pages,
    icon: <DescriptionIcon />,
    capability: "content:read",
  },
  {
    to: "/blog",
    text: ADMIN_DASHBOARD.quickActions.blog,
    icon: <ArticleIcon />,
    capability: "content:read",
  },
  {
    to: "/jobs",
    text: ADMIN_DASHBOARD.quickActions.jobs,
    icon: <WorkIcon />,
    capability: "jobs:manage",
  },
  {
    to: "/inquiries",
    text: ADMIN_DASHBOARD.quickActions.inquiries,
    icon: <InboxIcon />,
    capability: "inquiries:manage",
  },
  {
    to: "/seo",
    text: ADMIN_DASHBOARD.quickActions.seo,
    icon: <TravelExploreIcon />,
    capability: "seo:read",
  },
];

const PROMISE = ADMIN_INQUIRY_PIPELINE.dashboard;

/** Four cards a row on a laptop, two on a tablet, one on a phone. */
const CARD_SIZE = { xs: 12, sm: 6, lg: 3 };

/** The counters from /stats, in the spec's order. */
function figures(stats: Outputs["stats"]["get"]): (ComponentProps<typeof StatCard> & { testId?: string })[] {
  return [
    {
      label: ADMIN_DASHBOARD.totalPages,
      value: stats.totalPages,
      note: ADMIN_DASHBOARD.published(stats.publishedPages),
    },
    {
      label: ADMIN_DASHBOARD.blogPosts,
      value: stats.totalPosts,
      note: ADMIN_DASHBOARD.published(stats.publishedPosts),
    },
    { label: ADMIN_DASHBOARD.inquiries, value: stats.totalInquiries, note: ADMIN_DASHBOARD.allTime },
    // The 24-hour promise (issue 21): what is late now, and how fast the first reply comes.
    {
      label: PROMISE.overdue,
      value: stats.overdueInquiries,
      note: PROMISE.overdueNoteDefault,
      testId: "stat-overdue",
    },
    {
      label: PROMISE.medianReply,
      value:
        stats.medianFirstReplyMinutes === null
          ? PROMISE.noReplies
          : PROMISE.minutes(stats.medianFirstReplyMinutes),
      note: PROMISE.medianNote,
      testId: "stat-median-reply",
    },
  ];
}

/** SPEC, admin dashboard: the counters from /stats, quick actions, a chart of inquiries, the preview. */
export function DashboardScreen() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.stats.get.queryOptions());
  const role = useStaffMember().data?.role;

  return (
    <>
      <ScreenHeading title={ADMIN_SHELL.nav.dashboard} subtitle={ADMIN_DASHBOARD.subheading} />
      {stats.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(stats.error, ADMIN_TOASTS.loadFailed.stats)}
        </Alert>
      ) : null}
      <MailBehindWarning minutes={stats.data?.mailBehindMinutes ?? null} />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {stats.data
          ? figures(stats.data).map(({ testId, ...figure }) => (
              <Grid key={figure.label} size={CARD_SIZE} data-testid={testId}>
                <StatCard {...figure} />
              </Grid>
            ))
          : stats.isPending
            ? Array.from({ length: ADMIN_DASHBOARD.skeletonCount }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
                <Grid key={index} size={CARD_SIZE}>
                  <Skeleton variant="rounded" height={116} data-testid="skeleton-card" />
                </Grid>
              ))
            : null}
      </Grid>

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {ADMIN_DASHBOARD.quickActionsHeading}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {QUICK_ACTIONS.filter((action) => role && can(role, action.capability)).map((action) => (
          <Grid key={action.to} size={CARD_SIZE}>
            <Card variant="outlined" sx={{ height: "100%" }}>
              <RouterCardAction
                to={action.to}
                sx={{ height: "100%", p: 2, display: "flex", gap: 2, justifyContent: "flex-start" }}
              >
                {action.icon}
                <div>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {action.text.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {action.text.text}
                  </Typography>
                </div>
              </RouterCardAction>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ display: "grid", gap: 2, alignContent: "start" }}>
          <InquiriesChart />
          {role && can(role, "analytics:read") ? <PerformanceOverview /> : null}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} sx={{ display: "grid", gap: 2, alignContent: "start" }}>
          <ScheduledCard />
          <ActivityCard />
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {ADMIN_DASHBOARD.previewHeading}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {ADMIN_DASHBOARD.previewText}
              </Typography>
              <Button variant="contained" href="/" target="_blank" rel="noopener" startIcon={<PublicIcon />}>
                {ADMIN_DASHBOARD.visitWebsite}
              </Button>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
