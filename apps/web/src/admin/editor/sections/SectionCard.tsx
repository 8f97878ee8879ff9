import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { CONTENT_EDITOR } from "@staffing/shared";
import { useId } from "react";
import type { FieldErrors } from "../../lib/form";
import { itemSummary, type SectionSpec } from "../schema-form/field-specs";
import { ItemButton } from "../schema-form/ListField";
import { type Path, SchemaFields } from "../schema-form/SchemaFields";

const T = CONTENT_EDITOR.sections;

/** What a section's header calls it: its type, and its heading or first text once typed. */
export function sectionName(type: SectionSpec | undefined, value: Record<string, unknown>): string {
  const label = type?.label ?? String(value.type);
  if (!type) return label;
  const preferred = [value.heading, value.label].find((text) => typeof text === "string" && text.trim());
  const summary =
    (preferred as string | undefined)?.trim() ??
    itemSummary({ kind: "group", key: "", label, fields: type.fields, nullable: false }, value);
  return summary ? `${label}: ${summary}` : label;
}

/** One section in the list: a header to move, copy, remove, open or close it; its form below. */
export function SectionCard({
  id,
  index,
  count,
  type,
  value,
  onChange,
  path,
  errors,
  nested,
  open,
  onToggle,
  onMove,
  onDuplicate,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  type: SectionSpec | undefined;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  path: Path;
  errors: FieldErrors;
  nested: boolean;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number, control: string) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const name = sectionName(type, value);
  const headingId = useId();
  const bodyId = useId();
  const sortable = useSortable({ id, data: { name } });
  const numbered = T.position(index, name);
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={sortable.setNodeRef}
      data-item-key={id}
      sx={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: "relative",
        zIndex: sortable.isDragging ? 2 : undefined,
        boxShadow: sortable.isDragging ? 6 : undefined,
        overflow: "hidden",
      }}
    >
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: 0.5,
          px: 1,
          py: 0.5,
          bgcolor: open ? "grey.50" : "background.paper",
          borderBottom: open ? 1 : 0,
          borderColor: "divider",
        }}
      >
        <IconButton
          size="small"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={T.dragHandle(numbered)}
          data-control="drag"
          onKeyDown={(event) => {
            if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
            event.preventDefault();
            onMove(event.key === "ArrowUp" ? index - 1 : index + 1, "drag");
          }}
          sx={{ cursor: sortable.isDragging ? "grabbing" : "grab", touchAction: "none" }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Typography
          id={headingId}
          component={nested ? "h4" : "h3"}
          variant="subtitle2"
          tabIndex={-1}
          data-control="heading"
          sx={{ flex: "1 1 160px", minWidth: 0, fontWeight: 600, outline: "none" }}
          noWrap
          title={name}
        >
          {numbered}
        </Typography>
        <Box sx={{ display: "flex", alignItems: "center", ml: "auto" }}>
          <ItemButton
            action={T.moveUp}
            label={T.of(T.moveUp, numbered)}
            control="move-up"
            disabled={index === 0}
            onClick={() => onMove(index - 1, "move-up")}
          >
            <ArrowUpwardIcon fontSize="small" />
          </ItemButton>
          <ItemButton
            action={T.moveDown}
            label={T.of(T.moveDown, numbered)}
            control="move-down"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, "move-down")}
          >
            <ArrowDownwardIcon fontSize="small" />
          </ItemButton>
          <ItemButton
            action={T.duplicate}
            label={T.of(T.duplicate, numbered)}
            control="duplicate"
            onClick={onDuplicate}
          >
            <ContentCopyIcon fontSize="small" />
          </ItemButton>
          <ItemButton action={T.remove} label={T.of(T.remove, numbered)} control="remove" onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </ItemButton>
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={T.of(open ? T.collapse : T.expand, numbered)}
            data-control="toggle"
            onClick={onToggle}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        </Box>
      </Box>
      <Box id={bodyId} hidden={!open} sx={{ p: { xs: 1.25, sm: 2 } }} data-section-body>
        {open ? (
          type ? (
            <SchemaFields
              fields={type.fields}
              value={value}
              onChange={onChange}
              path={path}
              errors={errors}
            />
          ) : (
            <Alert severity="warning">{T.unknownType(String(value.type))}</Alert>
          )
        ) : null}
      </Box>
    </Paper>
  );
}
