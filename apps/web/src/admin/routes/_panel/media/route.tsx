import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { ADMIN_MEDIA, ADMIN_MEDIA_TOASTS, ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { type DragEvent, useRef, useState } from "react";
import { ListScreen } from "~/admin/components/ListScreen";
import { ACCEPTED_TYPES } from "~/admin/components/media/MediaPicker";
import { MediaTile } from "~/admin/components/media/MediaTile";
import { useMediaLibrary } from "~/admin/components/media/useMediaLibrary";
import { type MediaItem, useMediaUpload } from "~/admin/components/media/useMediaUpload";
import { MediaDetailsDialog } from "./-components/MediaDetailsDialog";

export const Route = createFileRoute("/_panel/media")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.media} | ${ADMIN_TITLES.panel}` }] }),
  component: MediaScreen,
});

/**
 * The media library: a grid of every image, searched on the server, with uploads of several files by
 * drag-and-drop or the 'Upload Images' button, and each image's details (alt text, where it is used,
 * delete) in a dialog.
 */
function MediaScreen() {
  const library = useMediaLibrary();
  const uploads = useMediaUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState<MediaItem | null>(null);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void uploads.upload(files);
  };
  const uploadLabel = uploads.progress
    ? ADMIN_MEDIA.uploading(uploads.progress.done, uploads.progress.total)
    : ADMIN_MEDIA.upload;

  return (
    <ListScreen
      title={ADMIN_MEDIA.heading}
      subtitle={ADMIN_MEDIA.subheading}
      actions={
        <Button
          variant="contained"
          startIcon={<CloudUploadIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={uploads.uploading}
        >
          {uploadLabel}
        </Button>
      }
      search={{ label: ADMIN_MEDIA.search, value: library.search, onChange: library.setSearch }}
      before={
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="media-drop-zone"
          sx={{
            mb: 2,
            p: { xs: 2, sm: 3 },
            border: 2,
            borderStyle: "dashed",
            borderColor: dragging ? "primary.main" : "divider",
            borderRadius: 2,
            bgcolor: dragging ? "action.hover" : "background.paper",
            textAlign: "center",
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {dragging ? ADMIN_MEDIA.dropActive : ADMIN_MEDIA.dropHint}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {uploads.progress ? uploadLabel : ADMIN_MEDIA.formats}
          </Typography>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPTED_TYPES}
            multiple
            hidden
            aria-label={ADMIN_MEDIA.upload}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              if (files.length > 0) void uploads.upload(files);
            }}
          />
        </Box>
      }
      layout="grid"
      items={library.items}
      error={library.list.error}
      pending={library.list.isPending}
      loadErrorTitle={ADMIN_MEDIA_TOASTS.loadFailed}
      skeleton={{ count: 3 }}
      empty={{
        title: ADMIN_MEDIA.emptyTitle,
        hint: library.searching ? ADMIN_MEDIA.emptySearchHint : ADMIN_MEDIA.emptyHint,
      }}
      itemKey={(item) => item.id}
      renderItem={(item) => <MediaTile item={item} onClick={() => setOpen(item)} />}
      footer={
        library.list.hasNextPage ? (
          <Button
            variant="outlined"
            onClick={() => void library.list.fetchNextPage()}
            disabled={library.list.isFetchingNextPage}
          >
            {ADMIN_MEDIA.loadMore}
          </Button>
        ) : null
      }
    >
      {open ? <MediaDetailsDialog id={open.id} onClose={() => setOpen(null)} /> : null}
    </ListScreen>
  );
}
