import DescriptionIcon from "@mui/icons-material/DescriptionOutlined";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import { ADMIN_APPLICATIONS, APPLICATION_STAGE_LABELS, type ApplicationStage } from "@staffing/shared";

// Colours whose text keeps the contrast axe asks for (MUI's info and warning chips do not).
const STAGE_COLORS: Record<ApplicationStage, "default" | "primary" | "success" | "error" | "secondary"> = {
  new: "primary",
  screening: "default",
  interview: "secondary",
  offer: "secondary",
  placed: "success",
  rejected: "default",
};

/** An application's stage in a word. */
export function StageChip({ stage }: { stage: ApplicationStage }) {
  return (
    <Chip
      size="small"
      color={STAGE_COLORS[stage]}
      variant={stage === "placed" || stage === "new" ? "filled" : "outlined"}
      label={APPLICATION_STAGE_LABELS[stage]}
    />
  );
}

/** An application no staff member has opened yet. */
export function UnreadMark() {
  return <Chip size="small" color="primary" variant="outlined" label={ADMIN_APPLICATIONS.unread} />;
}

/** Still new days after it came in: nobody has looked at it. */
export function OverdueMark() {
  return (
    <Tooltip title={ADMIN_APPLICATIONS.overdueHint}>
      <Chip size="small" color="error" label={ADMIN_APPLICATIONS.overdue} />
    </Tooltip>
  );
}

/** That a résumé came with it: an icon with its word for those who cannot see it. */
export function ResumeMark() {
  return (
    <Tooltip title={ADMIN_APPLICATIONS.hasResume}>
      <DescriptionIcon
        role="img"
        aria-label={ADMIN_APPLICATIONS.hasResume}
        aria-hidden={false}
        fontSize="small"
        sx={{ color: "text.secondary", verticalAlign: "middle" }}
      />
    </Tooltip>
  );
}
