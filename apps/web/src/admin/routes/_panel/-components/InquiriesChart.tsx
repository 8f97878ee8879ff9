import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { ADMIN_DASHBOARD, ADMIN_TOASTS, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";
import { visuallyHidden } from "~/admin/lib/visually-hidden";
import { INQUIRY_STATUS_COLORS } from "~/theme/mui";

const weekLabel = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** Beyond the spec: inquiries per week for the last 12 weeks, stacked by status. */
export function InquiriesChart() {
  const trpc = useTRPC();
  const weeks = useQuery(trpc.stats.inquiriesByWeek.queryOptions());
  const dataset = (weeks.data ?? []).map((week) => ({
    ...week,
    label: weekLabel.format(new Date(`${week.weekStart}T00:00:00Z`)),
  }));

  return (
    <Card variant="outlined" sx={{ height: "100%", position: "relative" }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {ADMIN_DASHBOARD.chartHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ADMIN_DASHBOARD.chartText}
        </Typography>
        {weeks.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(weeks.error, ADMIN_TOASTS.loadFailed.stats)}
          </Alert>
        ) : weeks.isPending ? (
          <Skeleton variant="rounded" height={300} sx={{ mt: 2 }} />
        ) : (
          <>
            <Box>
              <BarChart
                height={300}
                dataset={dataset}
                // Every week named: slanted labels fit twelve of them on a phone.
                xAxis={[
                  {
                    scaleType: "band",
                    dataKey: "label",
                    tickLabelInterval: () => true,
                    tickLabelMinGap: 0,
                    tickLabelStyle: { angle: -40, textAnchor: "end", fontSize: 11 },
                    height: 48,
                  },
                ]}
                series={INQUIRY_STATUSES.map((status) => ({
                  dataKey: status,
                  label: INQUIRY_STATUS_LABELS[status],
                  stack: "inquiries",
                  // The brand's colours, as the status badges have them.
                  color: INQUIRY_STATUS_COLORS[status].main,
                }))}
              />
            </Box>
            {/* The same figures for screen readers, which cannot read the bars. The table sits in a
                hidden box: a table itself ignores the size it is given, and would overflow the page
                as blank space to scroll. */}
            <Box sx={{ ...visuallyHidden, position: "absolute" }}>
              <table>
                <caption>{ADMIN_DASHBOARD.chartHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{ADMIN_DASHBOARD.chartWeek}</th>
                    {INQUIRY_STATUSES.map((status) => (
                      <th key={status} scope="col">
                        {INQUIRY_STATUS_LABELS[status]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {dataset.map((week) => (
                    <tr key={week.weekStart}>
                      <th scope="row">{week.label}</th>
                      {INQUIRY_STATUSES.map((status) => (
                        <td key={status}>{week[status]}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
