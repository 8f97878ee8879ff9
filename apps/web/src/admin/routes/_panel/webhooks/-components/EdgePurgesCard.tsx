import CachedIcon from "@mui/icons-material/Cached";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { ADMIN_EDGE_PURGES, describePurge } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

/**
 * The edge's purge log: what each committed change asked the shared cache to forget, and how it went.
 * Without a shared cache (the newest purge went nowhere) it says so in one line instead.
 */
export function EdgePurgesCard() {
  const moment = useCompanyClock();
  const trpc = useTRPC();
  const headingId = useId();
  const purges = useQuery(trpc.edgePurges.list.queryOptions({ limit: ADMIN_EDGE_PURGES.shown }));
  const noEdge = purges.data?.find((purge) => purge.target !== null)?.target === "none";
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <CachedIcon sx={{ verticalAlign: "text-bottom", mr: 1 }} />
          {ADMIN_EDGE_PURGES.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {noEdge ? ADMIN_EDGE_PURGES.noEdge : ADMIN_EDGE_PURGES.text}
        </Typography>
        {noEdge ? null : purges.error ? (
          <Alert severity="error">{errorMessage(purges.error, ADMIN_EDGE_PURGES.loadFailed)}</Alert>
        ) : !purges.data ? (
          <Skeleton height={48} />
        ) : purges.data.length === 0 ? (
          <Typography variant="body2">{ADMIN_EDGE_PURGES.empty}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
            {purges.data.map((purge) => (
              <Box component="li" key={purge.id} sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: "anywhere" }}>{describePurge(purge.keys)}</Typography>
                <Typography
                  variant="body2"
                  color={!purge.purgedAt && purge.lastError ? "error" : "text.secondary"}
                  sx={{ overflowWrap: "anywhere" }}
                >
                  {purge.purgedAt
                    ? ADMIN_EDGE_PURGES.purged(purge.target ?? "")
                    : purge.lastError
                      ? ADMIN_EDGE_PURGES.failed(purge.attempts, purge.lastError)
                      : ADMIN_EDGE_PURGES.waiting}
                  {" · "}
                  <time dateTime={String(purge.requestedAt)}>
                    {moment(String(purge.requestedAt), "short")}
                  </time>
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
