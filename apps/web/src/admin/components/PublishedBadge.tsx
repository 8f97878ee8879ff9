import Chip from "@mui/material/Chip";
import { ADMIN_COMMON } from "@staffing/shared";

export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Chip
      size="small"
      label={published ? ADMIN_COMMON.published : ADMIN_COMMON.draft}
      color={published ? "success" : "default"}
      variant={published ? "filled" : "outlined"}
    />
  );
}
