import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PreviewIcon from "@mui/icons-material/Preview";
import { LIST_TABLE } from "@staffing/shared";
import { RowActions } from "../RowActions";

/**
 * A page's or post's actions in its row: Edit, then Preview, View on site and Delete in its menu.
 * Edit and Delete only for those who may write; Delete only where it can succeed (never a system page).
 */
export function ContentRowActions({
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
    <RowActions
      name={title}
      actions={[
        onEdit && { label: LIST_TABLE.edit, icon: <EditIcon />, onClick: onEdit },
        { label: LIST_TABLE.preview, icon: <PreviewIcon />, onClick: onPreview },
        { label: LIST_TABLE.viewOnSite, icon: <OpenInNewIcon />, href: viewHref },
        onDelete && { label: LIST_TABLE.delete, icon: <DeleteIcon />, onClick: onDelete, danger: true },
      ]}
    />
  );
}
