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
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { LineChart } from "@mui/x-charts/LineChart";
import {
  ADMIN_ANALYTICS,
  ADMIN_DASHBOARD,
  ANALYTICS_PERIOD_DAYS,
  type AnalyticsPeriodDays,
  type AnalyticsRange,
  analyticsCsvFileName,
  analyticsPeriodInput,
  conversionPercent,
  DASHBOARD_ANALYTICS_DAYS,
  lastDays,
} from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CsvDownloadButton } from "~/admin/components/ExportCsvButton";
import { errorMessage } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";
import { visuallyHidden } from "~/admin/lib/visually-hidden";
import { tokens } from "~/theme/tokens";

const dayLabel = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const number = new Intl.NumberFormat();
// The card lists the first few pages, campaigns and referrers; the API answers up to ANALYTICS_LIST_LIMIT.
const LISTED = 10;
const EXPORT_URL = "/api/admin/analytics/export.csv";

type Period = AnalyticsPeriodDays | "custom";

/**
 * Issues 21 and 29: the site's own counts over a period the reader chooses (7, 30, 90 days or their
 * own dates): views and inquiries per day, the pages visits began at with the inquiries those visits
 * brought, the campaigns, and where visitors came from; the landing pages and campaigns as CSV.
 */
export function PerformanceOverview() {
  const trpc = useTRPC();
  const [period, setPeriod] = useState<Period>(DASHBOARD_ANALYTICS_DAYS);
  // The custom dates start as the last 30 days; each named period is fixed when chosen, so a refetch
  // asks for the same days.
  const [custom, setCustom] = useState<AnalyticsRange>(() => lastDays(DASHBOARD_ANALYTICS_DAYS));
  const chosen = analyticsPeriodInput.safeParse(period === "custom" ? custom : { days: period });
  const dateError = (field: "from" | "to") =>
    chosen.error?.issues.find((issue) => issue.path[0] === field)?.message;
  const input = period === "custom" ? custom : { days: period };
  const report = useQuery({ ...trpc.analytics.report.queryOptions(input), enabled: chosen.success });
  const data = chosen.success ? report.data : undefined;
  const dataset = (data?.days ?? []).map((day) => ({
    ...day,
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
  }));
  const totalViews = dataset.reduce((sum, day) => sum + day.views, 0);
  const landingPages = (data?.landingPages ?? []).slice(0, LISTED);
  const campaigns = (data?.campaigns ?? []).slice(0, LISTED);
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
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mt: 2 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={period}
            onChange={(_event, value: Period | null) => value !== null && setPeriod(value)}
            aria-label={ADMIN_ANALYTICS.period}
          >
            {ANALYTICS_PERIOD_DAYS.map((days) => (
              <ToggleButton key={days} value={days}>
                {ADMIN_ANALYTICS.lastDays(days)}
              </ToggleButton>
            ))}
            <ToggleButton value="custom">{ADMIN_ANALYTICS.custom}</ToggleButton>
          </ToggleButtonGroup>
          {period === "custom" ? (
            <>
              {(["from", "to"] as const).map((field) => (
                <TextField
                  key={field}
                  type="date"
                  size="small"
                  label={ADMIN_ANALYTICS[field]}
                  value={custom[field]}
                  onChange={(event) => setCustom((range) => ({ ...range, [field]: event.target.value }))}
                  error={Boolean(dateError(field))}
                  helperText={dateError(field)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ))}
            </>
          ) : null}
          <Box sx={{ ml: "auto" }}>
            {chosen.success ? (
              <CsvDownloadButton
                url={EXPORT_URL}
                filter={period === "custom" ? custom : { days: String(period) }}
                fallbackName={() => analyticsCsvFileName(chosen.data)}
                label={ADMIN_ANALYTICS.downloadCsv}
                pendingLabel={ADMIN_ANALYTICS.downloading}
                failure={ADMIN_ANALYTICS.downloadFailed}
              />
            ) : null}
          </Box>
        </Box>
        {!chosen.success ? null : report.error ? (
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
            <Typography variant="body2" color="text.secondary">
              {ADMIN_ANALYTICS.pagesHelp}
            </Typography>
            {landingPages.length === 0 ? (
              <Typography color="text.secondary">{ADMIN_ANALYTICS.pagesEmpty}</Typography>
            ) : (
              <Table size="small" aria-label={ADMIN_ANALYTICS.pagesHeading}>
                <TableHead>
                  <TableRow>
                    <TableCell>{ADMIN_ANALYTICS.landingPage}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.visits}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.inquiries}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.conversion}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {landingPages.map((page) => (
                    <TableRow key={page.path}>
                      <TableCell sx={{ overflowWrap: "anywhere" }}>{page.path}</TableCell>
                      <TableCell align="right">{number.format(page.visits)}</TableCell>
                      <TableCell align="right">{number.format(page.inquiries)}</TableCell>
                      <TableCell align="right">
                        {conversionPercent(page.conversion) || ADMIN_ANALYTICS.notNamed}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}

            <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
              {ADMIN_ANALYTICS.campaignsHeading}
            </Typography>
            {campaigns.length === 0 ? (
              <Typography color="text.secondary">{ADMIN_ANALYTICS.campaignsEmpty}</Typography>
            ) : (
              <Table size="small" aria-label={ADMIN_ANALYTICS.campaignsHeading}>
                <TableHead>
                  <TableRow>
                    <TableCell>{ADMIN_ANALYTICS.source}</TableCell>
                    <TableCell>{ADMIN_ANALYTICS.medium}</TableCell>
                    <TableCell>{ADMIN_ANALYTICS.campaign}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.campaignVisits}</TableCell>
                    <TableCell align="right">{ADMIN_ANALYTICS.inquiries}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {campaigns.map((row) => (
                    <TableRow key={JSON.stringify([row.source, row.medium, row.campaign])}>
                      {[row.source, row.medium, row.campaign].map((value, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the three parts of one campaign, always in this order
                        <TableCell key={index} sx={{ overflowWrap: "anywhere" }}>
                          {value ?? ADMIN_ANALYTICS.notNamed}
                        </TableCell>
                      ))}
                      <TableCell align="right">{number.format(row.visits)}</TableCell>
                      <TableCell align="right">{number.format(row.inquiries)}</TableCell>
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
