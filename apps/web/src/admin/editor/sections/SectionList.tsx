import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CONTENT_EDITOR } from "@staffing/shared";
import { useEffect, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { FieldErrors } from "../../lib/form";
import { visuallyHidden } from "../../lib/visually-hidden";
import { newSection, pathKey, type SectionSpec } from "../schema-form/field-specs";
import type { Path } from "../schema-form/SchemaFields";
import { useItemKeys } from "../schema-form/use-item-keys";
import { SectionCard, sectionName } from "./SectionCard";
import { SectionPicker } from "./SectionPicker";

const sectionNameOf = (types: readonly SectionSpec[], section: SectionValue) =>
  sectionName(
    types.find((type) => type.type === section.type),
    section,
  );

const T = CONTENT_EDITOR.sections;
const D = CONTENT_EDITOR.dragging;

type SectionValue = Record<string, unknown>;

interface DragData {
  name: string;
}
const nameOf = (data: unknown) => (data as { current?: DragData } | undefined)?.current?.name ?? "";
const positionOf = (data: unknown) =>
  ((data as { current?: { sortable?: { index: number } } } | undefined)?.current?.sortable?.index ?? 0) + 1;

/**
 * A page's sections (or a tab's): each in a card that opens and closes, moved by dragging its
 * handle (pointer, touch, or the keyboard: Space, arrows, Space) or by its 'Move up' and 'Move down'
 * buttons; duplicated, removed after a question, and added from a picker of every type (a card each, with a
 * drawing of the section).
 */
export function SectionList({
  types,
  value,
  onChange,
  path,
  errors,
  max,
  nested = false,
}: {
  types: readonly SectionSpec[];
  value: SectionValue[];
  onChange: (value: SectionValue[]) => void;
  path: Path;
  errors: FieldErrors;
  max?: number | undefined;
  /** Inside a tab: its headings are a level lower. */
  nested?: boolean;
}) {
  const list = useItemKeys(value, onChange);
  const addButton = useRef<HTMLButtonElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  // A chosen type's new section takes the focus once the picker has gone (its focus trap would take
  // it back before); a picker closed without a choice gives it back to 'Add section'.
  const added = useRef<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  // After a removal the focus goes to 'Add section' (the removed card's button is gone), once the
  // question's dialog has closed and given the focus back.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) addButton.current?.focus();
  }, [removals]);
  // Long pages open with their sections closed, to be found by name; short ones open.
  const [expanded, setExpanded] = useState<Set<string>>(() =>
    value.length <= 2 ? new Set(list.keys) : new Set(),
  );
  // A pointer (mouse, pen or finger) drags; the keyboard moves a section one place per arrow key on
  // its handle (dnd-kit's keyboard dragging measured tall open sections wrong and did not move them).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [moved, setMoved] = useState("");
  const total = value.length;
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => D.pickedUp(nameOf(active.data)),
      onDragOver: ({ active, over }) =>
        over ? D.movedOver(nameOf(active.data), positionOf(over.data), total) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? D.dropped(nameOf(active.data), positionOf(over.data), total) : undefined,
      onDragCancel: ({ active }) => D.cancelled(nameOf(active.data)),
    }),
    [total],
  );
  const full = max !== undefined && value.length >= max;
  const prefix = pathKey(path);
  const hasErrors = (index: number) =>
    Object.entries(errors).some(([key, message]) => message && key.startsWith(`${prefix}.${index}.`));

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = list.keys.indexOf(String(active.id));
    const to = list.keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) list.move(from, to);
  }

  function add(type: SectionSpec) {
    setPickerOpen(false);
    const key = list.insert(value.length, newSection(type));
    added.current = key;
    setExpanded((current) => new Set(current).add(key));
  }

  return (
    <Stack spacing={1.5}>
      {value.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {T.empty}
        </Typography>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: D.instructions } }}
      >
        <SortableContext items={list.keys} strategy={verticalListSortingStrategy}>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }} ref={list.container}>
            {value.map((section, index) => {
              const key = list.keys[index] ?? String(index);
              const type = types.find((candidate) => candidate.type === section.type);
              const open = expanded.has(key) || hasErrors(index);
              return (
                <SectionCard
                  key={key}
                  id={key}
                  index={index}
                  count={value.length}
                  type={type}
                  value={section}
                  onChange={(next) => list.replace(index, next)}
                  path={[...path, index]}
                  errors={errors}
                  nested={nested}
                  open={open}
                  onToggle={() =>
                    setExpanded((current) => {
                      const next = new Set(current);
                      if (open) next.delete(key);
                      else next.add(key);
                      return next;
                    })
                  }
                  onMove={(to, control) => {
                    if (to < 0 || to >= value.length) return;
                    list.move(index, to, control);
                    setMoved(D.movedOver(sectionNameOf(types, section), to + 1, value.length));
                  }}
                  onDuplicate={() => {
                    const copy = list.insert(index + 1, structuredClone(section), "heading");
                    setExpanded((current) => new Set(current).add(copy));
                  }}
                  onRemove={() => setRemoving(index)}
                />
              );
            })}
          </Stack>
        </SortableContext>
      </DndContext>
      <Box role="status" sx={visuallyHidden}>
        {moved}
      </Box>
      <Box>
        <Button
          ref={addButton}
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setPickerOpen(true)}
          disabled={full}
          aria-haspopup="dialog"
        >
          {T.add}
        </Button>
        {full && max !== undefined ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {T.limit(max)}
          </Typography>
        ) : null}
      </Box>
      <SectionPicker
        open={pickerOpen}
        types={types}
        onChoose={add}
        onClose={() => setPickerOpen(false)}
        onExited={() => {
          if (added.current) list.focusControl(added.current, "heading");
          else addButton.current?.focus();
          added.current = null;
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        question={T.removeConfirm}
        confirmLabel={T.remove}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) list.remove(removing);
          setRemoving(null);
          setRemovals((count) => count + 1);
        }}
      />
    </Stack>
  );
}
