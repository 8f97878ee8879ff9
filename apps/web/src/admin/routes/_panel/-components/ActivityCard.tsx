import HistoryIcon from "@mui/icons-material/History";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { ADMIN_ACTIVITY } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

/**
 * The dashboard's recent activity: the latest changes from the audit log, each a sentence with people's
 * names ('Maria published the page About us') and its moment with the time zone.
 */
export function ActivityCard() {
  const moment = useCompanyClock();
  const trpc = useTRPC();
  const headingId = useId();
  // Asked again each time the dashboard opens: changes made anywhere since belong here.
  const activity = useQuery({ ...trpc.stats.activity.queryOptions(), staleTime: 0 });
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          <HistoryIcon sx={{ verticalAlign: "text-bottom", mr: 1 }} />
          {ADMIN_ACTIVITY.heading}
        </Typography>
        {activity.error ? (
          <Alert severity="error">{errorMessage(activity.error, ADMIN_ACTIVITY.loadFailed)}</Alert>
        ) : !activity.data ? (
          <Skeleton height={96} />
        ) : activity.data.length === 0 ? (
          <Typography variant="body2">{ADMIN_ACTIVITY.empty}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.25 }}>
            {activity.data.map((item) => (
              <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: "anywhere" }}>{item.sentence}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={String(item.at)}>{moment(item.at, "short")}</time>
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
