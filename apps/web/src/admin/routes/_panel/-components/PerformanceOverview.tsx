import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { LineChart } from "@mui/x-charts/LineChart";
import { ADMIN_ANALYTICS, ADMIN_DASHBOARD, DASHBOARD_ANALYTICS_DAYS, lastDays } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";
import { visuallyHidden } from "~/admin/lib/visually-hidden";
import { tokens } from "~/theme/tokens";

const dayLabel = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const number = new Intl.NumberFormat();
// The card lists the first few pages and referrers; the API answers up to ANALYTICS_LIST_LIMIT.
const LISTED = 5;

/** Issue 21: the site's own counts of the last 30 days, views and inquiries, pages and referrers. */
export function PerformanceOverview() {
  const trpc = useTRPC();
  // The range is fixed when the dashboard opens, so a refetch asks for the same days.
  const [range] = useState(() => lastDays(DASHBOARD_ANALYTICS_DAYS));
  const report = useQuery(trpc.analytics.report.queryOptions(range));
  const data = report.data;
  const dataset = (data?.days ?? []).map((day) => ({
    ...day,
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
  }));
  const totalViews = dataset.reduce((sum, day) => sum + day.views, 0);
  const pagesWithInquiries = (data?.pages ?? []).filter((page) => page.inquiries > 0).slice(0, LISTED);
  const referrers = (data?.referrers ?? []).slice(0, LISTED);

  return (
    <Card variant="outlined" sx={{ position: "relative" }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {ADMIN_DASHBOARD.performanceHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ADMIN_ANALYTICS.text}
        </Typography>
        {report.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(report.error, ADMIN_ANALYTICS.loadFailed)}
          </Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={260} sx={{ mt: 2 }} />
        ) : (
          <>
            {totalViews === 0 ? (
              <Typography sx={{ mt: 2 }}>{ADMIN_ANALYTICS.noViews}</Typography>
            ) : (
              <Box aria-hidden>
                <LineChart
                  // Hidden from assistive technology (the table below says the same), so it takes no
                  // focus either: MUI's keyboard navigation would put a focusable layer inside.
                  disableKeyboardNavigation
                  height={260}
                  dataset={dataset}
                  xAxis={[{ scaleType: "point", dataKey: "label", tickLabelStyle: { fontSize: 11 } }]}
                  // Inquiries are few beside views: each has its own scale, views left, inquiries right.
                  yAxis={[
                    { id: "views", position: "left", label: ADMIN_ANALYTICS.views, tickMinStep: 1 },
                    {
                      id: "inquiries",
                      position: "right",
                      label: ADMIN_ANALYTICS.inquiries,
                      tickMinStep: 1,
                    },
                  ]}
                  series={[
                    {
                      dataKey: "views",
                      label: ADMIN_ANALYTICS.views,
                      yAxisId: "views",
                      color: tokens.color.navy700,
                      curve: "linear",
                      showMark: false,
                    },
                    {
                      dataKey: "inquiries",
                      label: ADMIN_ANALYTICS.inquiries,
                      yAxisId: "inquiries",
                      color: tokens.color.teal500,
                      curve: "linear",
                      showMark: false,
                    },
                  ]}
                />
              </Box>
            )}
            {/* The same figures for screen readers, which cannot read the lines. */}
            <Box sx={{ ...visuallyHidden, position: "absolute" }}>
              <table>
                <caption>{ADMIN_DASHBOARD.performanceHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{ADMIN_ANALYTICS.day}</th>
                    <th scope="col">{ADMIN_ANALYTICS.views}</th>
                    <th scope="col">{ADMIN_ANALYTICS.inquiries}</th>
                  </tr>
                </thead>
                <tbody>
                  {dataset.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{day.label}</th>
                      <td>{day.views}</td>
                      <td>{day.inquiries}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Box>

            <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
              {ADMIN_ANALYTICS.pagesHeading}
            </Typography>
            {pagesWithInquiries.length === 0 ? (
              <Typography color="text.secondary">{ADMIN_ANALYTICS.pagesEmpty}</Typography>
            ) : (
              <Table size="small" aria-label={ADMIN_ANALYTICS.pagesHeading}>
                <TableHead>
                  <TableRow>
                    <TableCell>{ADMIN_ANALYTICS.page}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.inquiries}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.views}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.conversion}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {pagesWithInquiries.map((page) => (
                    <TableRow key={page.path}>
                      <TableCell sx={{ overflowWrap: "anywhere" }}>{page.path}</TableCell>
                      <TableCell align="right">{number.format(page.inquiries)}</TableCell>
                      <TableCell align="right">{number.format(page.views)}</TableCell>
                      <TableCell align="right">
                        {page.conversionRate === null ? "–" : (page.conversionRate * 100).toFixed(1)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}

            <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
              {ADMIN_ANALYTICS.referrersHeading}
            </Typography>
            {referrers.length === 0 ? (
              <Typography color="text.secondary">{ADMIN_ANALYTICS.referrersEmpty}</Typography>
            ) : (
              <Table size="small" aria-label={ADMIN_ANALYTICS.referrersHeading}>
                <TableHead>
                  <TableRow>
                    <TableCell>{ADMIN_ANALYTICS.site}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.views}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {referrers.map((referrer) => (
                    <TableRow key={referrer.host ?? ""}>
                      <TableCell sx={{ overflowWrap: "anywhere" }}>
                        {referrer.host ?? ADMIN_ANALYTICS.direct}
                      </TableCell>
                      <TableCell align="right">{number.format(referrer.views)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
