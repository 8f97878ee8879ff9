import ScheduleIcon from "@mui/icons-material/Schedule";
import Chip from "@mui/material/Chip";
import { PUBLISHING } from "@staffing/shared";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { isScheduled } from "../../lib/dates";
import { PublishedBadge } from "../PublishedBadge";

/** Published, Draft, or 'Scheduled' with the moment it goes public. */
export function ContentStatusBadge({ item }: { item: { isPublished: boolean; publishedAt: string | null } }) {
  const moment = useCompanyClock();
  if (!isScheduled(item)) return <PublishedBadge published={item.isPublished} />;
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      icon={<ScheduleIcon />}
      label={PUBLISHING.scheduledFor(moment(item.publishedAt ?? "", "short"))}
    />
  );
}
