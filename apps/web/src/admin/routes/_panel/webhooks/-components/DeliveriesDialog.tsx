import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { ADMIN_COMMON, ADMIN_WEBHOOK_TOASTS, ADMIN_WEBHOOKS } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { LoadError } from "~/admin/components/LoadError";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";
import { type Webhook, webhookName } from "./WebhookDialog";

type Delivery = Outputs["webhooks"]["deliveries"][number];

// Retries arrive on their own: the list looks again while it is open.
const REFRESH_MS = 3000;

const result = (delivery: Delivery) => {
  if (delivery.succeeded && delivery.statusCode !== null)
    return ADMIN_WEBHOOKS.deliveredStatus(delivery.statusCode);
  if (delivery.statusCode !== null) return ADMIN_WEBHOOKS.failedStatus(delivery.statusCode);
  return delivery.error ?? "";
};

/** Every attempt to deliver to one webhook, newest first. */
export function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const moment = useCompanyClock();
  const trpc = useTRPC();
  const id = useId();
  const phone = useMediaQuery("(max-width:599.95px)", { noSsr: true });
  const deliveries = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ id: webhook.id }),
    refetchInterval: REFRESH_MS,
  });
  const columns = ADMIN_WEBHOOKS.deliveryColumns;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{ADMIN_WEBHOOKS.deliveriesTitle(webhookName(webhook))}</DialogTitle>
      <DialogContent dividers>
        {deliveries.error ? (
          <LoadError title={ADMIN_WEBHOOK_TOASTS.deliveriesLoadFailed} error={deliveries.error} />
        ) : deliveries.data && deliveries.data.length === 0 ? (
          <Typography>{ADMIN_WEBHOOKS.deliveriesEmpty}</Typography>
        ) : (
          // Wider than a phone: the table scrolls sideways, so the keyboard must reach it too.
          <TableContainer tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
            <Table size="small" aria-labelledby={`${id}-title`}>
              <TableHead>
                <TableRow>
                  <TableCell>{columns.time}</TableCell>
                  <TableCell>{columns.event}</TableCell>
                  <TableCell>{columns.attempt}</TableCell>
                  <TableCell>{columns.result}</TableCell>
                  <TableCell>{columns.messageId}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.data?.map((delivery) => (
                  <TableRow key={delivery.id}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {moment(delivery.attemptedAt, "short")}
                    </TableCell>
                    <TableCell>{ADMIN_WEBHOOKS.eventLabels[delivery.eventType]}</TableCell>
                    <TableCell>{delivery.attempt}</TableCell>
                    <TableCell sx={{ color: delivery.succeeded ? "success.dark" : "error.dark" }}>
                      {result(delivery)}
                    </TableCell>
                    <TableCell sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
                      {delivery.messageId}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ADMIN_COMMON.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
