import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { ADMIN_COMMON, ADMIN_INQUIRIES } from "@staffing/shared";
import { useId } from "react";
import { formatDateTime } from "../lib/dates";
import { DefinitionItem } from "./DefinitionItem";
import { type Inquiry, InquiryStatusSelect } from "./InquiryStatusSelect";
import { serviceLabel } from "./inquiry-service";

/** SPEC, admin inquiries: the 'Inquiry Details' dialog, the whole message and the status selector. */
export function InquiryDetailsDialog({
  inquiry,
  onClose,
  onChanged,
}: {
  inquiry: Inquiry | null;
  onClose: () => void;
  onChanged: (inquiry: Inquiry) => void;
}) {
  const id = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const { fields, none } = ADMIN_INQUIRIES;

  return (
    <Dialog
      open={inquiry !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{ADMIN_INQUIRIES.detailsTitle}</DialogTitle>
      {inquiry ? (
        <DialogContent dividers>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 1.5 },
              "& dt": { color: "text.secondary", fontWeight: 600, mt: { xs: 1, sm: 0 } },
              "& dd": { m: 0, minWidth: 0, overflowWrap: "anywhere" },
            }}
          >
            <DefinitionItem term={fields.name}>{inquiry.name}</DefinitionItem>
            <DefinitionItem term={fields.email}>
              <Link href={`mailto:${inquiry.email}`}>{inquiry.email}</Link>
            </DefinitionItem>
            <DefinitionItem term={fields.company}>{inquiry.company || none}</DefinitionItem>
            <DefinitionItem term={fields.service}>{serviceLabel(inquiry.service) || none}</DefinitionItem>
            <DefinitionItem term={fields.message}>
              <Typography component="span" sx={{ whiteSpace: "pre-wrap" }}>
                {inquiry.message || none}
              </Typography>
            </DefinitionItem>
            <DefinitionItem term={fields.status}>
              <Box sx={{ pt: { sm: 0.5 } }}>
                <InquiryStatusSelect inquiry={inquiry} onChanged={onChanged} fullWidth={phone} />
              </Box>
            </DefinitionItem>
            <DefinitionItem term={fields.received}>
              <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
            </DefinitionItem>
          </Box>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{ADMIN_COMMON.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
