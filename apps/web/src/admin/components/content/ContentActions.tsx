import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PreviewIcon from "@mui/icons-material/Preview";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { ADMIN_COMMON, PUBLISHING } from "@staffing/shared";

/** A page's or post's card actions: view the public address, preview, edit, delete (as allowed). */
export function ContentActions({
  title,
  viewHref,
  onPreview,
  onEdit,
  onDelete,
}: {
  title: string;
  viewHref: string;
  onPreview: () => void;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      <IconButton
        component="a"
        href={viewHref}
        target="_blank"
        rel="noopener"
        aria-label={`${ADMIN_COMMON.view} ${title}`}
      >
        <OpenInNewIcon />
      </IconButton>
      <Tooltip title={PUBLISHING.preview}>
        <IconButton aria-label={PUBLISHING.previewOf(title)} onClick={onPreview}>
          <PreviewIcon />
        </IconButton>
      </Tooltip>
      {onEdit ? (
        <IconButton aria-label={`${ADMIN_COMMON.edit} ${title}`} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton aria-label={`${ADMIN_COMMON.delete} ${title}`} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      ) : null}
    </>
  );
}
