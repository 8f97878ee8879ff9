import UploadIcon from "@mui/icons-material/Upload";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  ADMIN_COMMON,
  ADMIN_MEDIA,
  ADMIN_MEDIA_TOASTS,
  MEDIA_FORMATS,
  MEDIA_PICKER,
  mediaImageSrcSet,
} from "@staffing/shared";
import { useId, useRef, useState } from "react";
import { errorMessage } from "../../lib/feedback";
import { SearchField } from "../SearchField";
import { MediaTile } from "./MediaTile";
import { useMediaLibrary } from "./useMediaLibrary";
import { type MediaItem, useMediaUpload } from "./useMediaUpload";

/** The sizes an inserted image can take: a copy's width, or the whole column. */
export const INSERT_SIZES = [
  { value: "small", width: 480 },
  { value: "medium", width: 800 },
  { value: "large", width: 1200 },
  { value: "full", width: null },
] as const;
export type InsertSize = (typeof INSERT_SIZES)[number]["value"];

/** An image as the editor inserts it: a copy for `src`, every copy in `srcset`, its size kept. */
export interface InsertedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcset: string | null;
  sizes: string | null;
}

export function insertedImage(item: MediaItem, alt: string, size: InsertSize): InsertedImage {
  const wanted = INSERT_SIZES.find((option) => option.value === size)?.width ?? null;
  const width = wanted ? Math.min(wanted, item.width) : item.width;
  const copy = item.variants.find((variant) => variant.width === width);
  return {
    src: copy?.url ?? item.url,
    alt,
    width,
    height: Math.round((item.height * width) / item.width),
    srcset: mediaImageSrcSet(item.url) ?? null,
    sizes: wanted ? `(max-width: ${width}px) 100vw, ${width}px` : "100vw",
  };
}

export const ACCEPTED_TYPES = Object.values(MEDIA_FORMATS)
  .map((format) => format.mimeType)
  .join(",");

/**
 * Chooses an image from the library (searching it, or uploading a new one on the spot). In
 * `insert` mode (the editor's image button) it also asks for the alt text and a size.
 */
export function MediaPicker({
  open,
  mode,
  onClose,
  onChoose,
  onInsert,
}: {
  open: boolean;
  mode: "choose" | "insert";
  onClose: () => void;
  onChoose?: (item: MediaItem) => void;
  onInsert?: (image: InsertedImage) => void;
}) {
  const id = useId();
  const phone = useMediaQuery("(max-width:599.95px)", { noSsr: true });
  const library = useMediaLibrary();
  const uploads = useMediaUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState("");
  const [size, setSize] = useState<InsertSize>("medium");

  const select = (item: MediaItem) => {
    setSelected(item);
    setAlt(item.alt ?? "");
  };
  const confirm = () => {
    if (!selected) return;
    if (mode === "insert") onInsert?.(insertedImage(selected, alt.trim(), size));
    else onChoose?.(selected);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>
        {mode === "insert" ? MEDIA_PICKER.insertTitle : MEDIA_PICKER.title}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
            <SearchField label={ADMIN_MEDIA.search} value={library.search} onChange={library.setSearch} />
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={uploads.uploading}
            >
              {uploads.progress
                ? ADMIN_MEDIA.uploading(uploads.progress.done, uploads.progress.total)
                : MEDIA_PICKER.upload}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_TYPES}
              hidden
              aria-label={MEDIA_PICKER.upload}
              onChange={async (event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = "";
                const [first] = await uploads.upload(files);
                if (first) select(first);
              }}
            />
          </Box>
          {library.list.error ? (
            <Alert severity="error">{errorMessage(library.list.error, ADMIN_MEDIA_TOASTS.loadFailed)}</Alert>
          ) : library.items && library.items.length === 0 ? (
            <Typography color="text.secondary">
              {library.searching ? ADMIN_MEDIA.emptySearchHint : ADMIN_MEDIA.emptyHint}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={MEDIA_PICKER.title}
              sx={{
                listStyle: "none",
                p: 0,
                m: 0,
                display: "grid",
                gap: 1.5,
                gridTemplateColumns: {
                  xs: "repeat(2, minmax(0, 1fr))",
                  sm: "repeat(auto-fill, minmax(150px, 1fr))",
                },
              }}
            >
              {(library.items ?? []).map((item) => (
                <li key={item.id} style={{ minWidth: 0 }}>
                  <MediaTile item={item} selected={selected?.id === item.id} onClick={() => select(item)} />
                </li>
              ))}
            </Box>
          )}
          {library.list.hasNextPage ? (
            <Button
              onClick={() => void library.list.fetchNextPage()}
              disabled={library.list.isFetchingNextPage}
            >
              {ADMIN_MEDIA.loadMore}
            </Button>
          ) : null}
          {mode === "insert" && selected ? (
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <TextField
                label={ADMIN_MEDIA.fields.alt}
                value={alt}
                onChange={(event) => setAlt(event.target.value)}
                helperText={ADMIN_MEDIA.altHint}
                sx={{ flexGrow: 1 }}
              />
              <TextField
                select
                label={MEDIA_PICKER.size}
                value={size}
                onChange={(event) => setSize(event.target.value as InsertSize)}
                sx={{ minWidth: 200 }}
              >
                {INSERT_SIZES.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {MEDIA_PICKER.sizes[option.value]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ADMIN_COMMON.cancel}</Button>
        <Button variant="contained" onClick={confirm} disabled={!selected}>
          {mode === "insert" ? MEDIA_PICKER.insert : MEDIA_PICKER.select}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
