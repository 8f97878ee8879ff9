import ScheduleIcon from "@mui/icons-material/Schedule";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { ADMIN_SCHEDULED, ADMIN_TOASTS, type Capability, can } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useStaffMember } from "~/admin/auth/useStaffMember";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage } from "~/admin/lib/feedback";
import { RouterLink } from "~/admin/lib/links";
import { useTRPC } from "~/admin/lib/trpc";

/** Each kind's editor, and who may open it. */
const EDITORS = {
  post: { to: "/blog/$id", capability: "content:write" },
  page: { to: "/pages/$id", capability: "content:write" },
  job: { to: "/jobs/$id", capability: "jobs:manage" },
} as const satisfies Record<keyof typeof ADMIN_SCHEDULED.kinds, { to: string; capability: Capability }>;

/**
 * The dashboard's list of pages, posts and jobs that go public by themselves, soonest first; each
 * title opens its editor for those who may edit it.
 */
export function ScheduledCard() {
  const moment = useCompanyClock();
  const role = useStaffMember().data?.role;
  const trpc = useTRPC();
  const headingId = useId();
  const scheduled = useQuery(trpc.stats.scheduled.queryOptions());
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <ScheduleIcon sx={{ verticalAlign: "text-bottom", mr: 1 }} />
          {ADMIN_SCHEDULED.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {ADMIN_SCHEDULED.text}
        </Typography>
        {scheduled.error ? (
          <Alert severity="error">{errorMessage(scheduled.error, ADMIN_TOASTS.loadFailed.stats)}</Alert>
        ) : !scheduled.data ? (
          <Skeleton height={48} />
        ) : scheduled.data.length === 0 ? (
          <Typography variant="body2">{ADMIN_SCHEDULED.empty}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
            {scheduled.data.map((item) => (
              <Box
                component="li"
                key={`${item.kind}-${item.id}`}
                sx={{ display: "flex", gap: 1, alignItems: "baseline" }}
              >
                <Chip size="small" variant="outlined" label={ADMIN_SCHEDULED.kinds[item.kind]} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                    {role && can(role, EDITORS[item.kind].capability) ? (
                      <RouterLink to={EDITORS[item.kind].to} params={{ id: item.id }} underline="hover">
                        {item.title}
                      </RouterLink>
                    ) : (
                      item.title
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={item.publishedAt ?? ""}>{moment(item.publishedAt ?? "", "short")}</time>
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
