import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { CONTENT_EDITOR, SECTION_TYPES } from "@staffing/shared";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { SearchField } from "../../components/SearchField";
import type { SectionSpec } from "../schema-form/field-specs";
import { SectionPicture } from "./SectionPicture";

const T = CONTENT_EDITOR.sections.picker;

const descriptionOf = (type: string) => SECTION_TYPES[type as keyof typeof SECTION_TYPES]?.description ?? "";

/** The types whose name or description holds every word typed (in any order, any case). */
export function matchingTypes(types: readonly SectionSpec[], query: string): SectionSpec[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return types.filter((type) => {
    const text = `${type.label} ${descriptionOf(type.type)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * 'Add section': a dialog of cards, one per type, each with a drawing of the section, its name and
 * what it is for. The search box takes the focus and narrows the cards (Enter takes the first);
 * the arrow keys move between cards as they are laid out, Enter or Space chooses one.
 */
export function SectionPicker({
  open,
  types,
  onChoose,
  onClose,
  onExited,
}: {
  open: boolean;
  types: readonly SectionSpec[];
  onChoose: (type: SectionSpec) => void;
  onClose: () => void;
  /** After the dialog has gone (where the focus goes next). */
  onExited: () => void;
}) {
  const id = useId();
  const phone = useMediaQuery("(max-width:599.95px)", { noSsr: true });
  const [query, setQuery] = useState("");
  const shown = useMemo(() => matchingTypes(types, query), [types, query]);
  const grid = useRef<HTMLUListElement>(null);

  const cards = () => Array.from(grid.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
  const columns = () => {
    const template = grid.current ? getComputedStyle(grid.current).gridTemplateColumns : "";
    return Math.max(1, template.split(" ").filter(Boolean).length);
  };

  function onGridKey(event: KeyboardEvent<HTMLUListElement>) {
    const all = cards();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns(), ArrowUp: -columns() }[event.key];
    const to = event.key === "Home" ? 0 : event.key === "End" ? all.length - 1 : step ? at + step : null;
    if (to === null) return;
    event.preventDefault();
    all[Math.min(all.length - 1, Math.max(0, to))]?.focus();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      disableRestoreFocus
      slotProps={{
        transition: {
          onExited: () => {
            setQuery("");
            onExited();
          },
        },
      }}
    >
      <DialogTitle id={`${id}-title`} sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {T.title}
        </Box>
        <IconButton aria-label={T.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ pt: 2 }}>
        <Box
          sx={{ display: "flex", mb: 2 }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              cards()[0]?.focus();
            } else if (event.key === "Enter") {
              event.preventDefault();
              const first = shown[0];
              if (first) onChoose(first);
            }
          }}
        >
          <SearchField label={T.search} value={query} onChange={setQuery} autoFocus />
        </Box>
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.hint}
        </Typography>
        {shown.length === 0 ? <Typography role="status">{T.noMatch(query.trim())}</Typography> : null}
        <Box
          component="ul"
          ref={grid}
          onKeyDown={onGridKey}
          sx={{
            listStyle: "none",
            m: 0,
            p: 0,
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 150px), 1fr))",
          }}
        >
          {shown.map((type) => (
            // The whole card answers a click (the button's ::after covers it); the button's name is
            // the type's name alone, what it is for is its description.
            <Box
              component="li"
              key={type.type}
              sx={{
                position: "relative",
                display: "flex",
                flexDirection: "column",
                gap: 1,
                p: 1.25,
                border: 1,
                borderColor: "divider",
                borderRadius: 1,
                bgcolor: "background.paper",
                color: "primary.main",
                "&:hover": { borderColor: "primary.main", bgcolor: "action.hover" },
                "&:has(.Mui-focusVisible)": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
              }}
            >
              <Box
                sx={{
                  bgcolor: "grey.50",
                  borderRadius: 0.5,
                  p: 0.75,
                  height: 88,
                  "& svg": { height: "100%" },
                }}
              >
                <SectionPicture type={type.type} />
              </Box>
              <ButtonBase
                onClick={() => onChoose(type)}
                aria-describedby={`${id}-${type.type}`}
                sx={{
                  justifyContent: "flex-start",
                  textAlign: "left",
                  typography: "subtitle2",
                  color: "text.primary",
                  "&::after": { content: '""', position: "absolute", inset: 0 },
                }}
              >
                {type.label}
              </ButtonBase>
              <Typography id={`${id}-${type.type}`} variant="body2" color="text.secondary">
                {descriptionOf(type.type)}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
