import DesktopWindowsIcon from "@mui/icons-material/DesktopWindows";
import SmartphoneIcon from "@mui/icons-material/Smartphone";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { CONTENT_EDITOR } from "@staffing/shared";
import { useEffect, useId, useRef, useState } from "react";
import { usePreviewDocument } from "./usePreviewDocument";

const T = CONTENT_EDITOR.preview;

/** The widths the preview shows the page at: a laptop's and a phone's (the 1280 and 390 px). */
export const PREVIEW_WIDTHS = { desktop: 1280, phone: 390 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/**
 * The page as visitors will see it, beside the form: the server renders the unsaved fields with the
 * site's own renderer (POST /api/admin/preview) and the frame shows that document, scaled down to
 * the room there is. It follows typing once it pauses; `item` is null while a field needs fixing,
 * and the last good rendering stays. No script runs in it: the document comes without any, and it
 * lives under the panel's Content-Security-Policy, which admits no inline script. (A sandbox would
 * say so again, but it also shuts out the browser tests' accessibility checks.)
 */
export function LivePreview({ kind, item }: { kind: "page" | "post" | "job"; item: object | null }) {
  const headingId = useId();
  // On a phone the page shows at a phone's width first; a laptop shows the desktop's.
  const [width, setWidth] = useState<PreviewWidth>(() =>
    globalThis.matchMedia?.(`(max-width: ${PREVIEW_WIDTHS.phone * 2}px)`).matches ? "phone" : "desktop",
  );
  const preview = usePreviewDocument(kind, item);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const scroll = useRef(0);
  const room = useElementSize(stage);
  const frameWidth = PREVIEW_WIDTHS[width];
  const scale = room.width > 0 ? Math.min(1, room.width / frameWidth) : 1;

  function onLoad() {
    const document = frame.current?.contentDocument;
    const view = frame.current?.contentWindow;
    if (!document || !view) return;
    // A new rendering replaces the document: the reader stays where they were in it.
    view.scrollTo(0, scroll.current);
    view.addEventListener("scroll", () => {
      scroll.current = view.scrollY;
    });
    // Links and forms go nowhere from the preview: it is a picture of the page, not the site.
    document.addEventListener("click", (event) => {
      if ((event.target as Element | null)?.closest?.("a[href], button[type=submit]")) event.preventDefault();
    });
    document.addEventListener("submit", (event) => event.preventDefault());
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0, bgcolor: "grey.100" }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: 2,
          py: 1,
          flexWrap: "wrap",
          bgcolor: "background.paper",
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography id={headingId} component="h2" variant="subtitle2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {T.heading}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_, next: PreviewWidth | null) => next && setWidth(next)}
          aria-label={T.width}
        >
          <ToggleButton value="desktop" aria-label={T.desktop}>
            <DesktopWindowsIcon fontSize="small" sx={{ mr: 0.5 }} />
            {T.desktop}
          </ToggleButton>
          <ToggleButton value="phone" aria-label={T.phone}>
            <SmartphoneIcon fontSize="small" sx={{ mr: 0.5 }} />
            {T.phone}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 4 }}>
        {preview.loading ? <LinearProgress aria-label={T.updating} sx={{ height: 4 }} /> : null}
      </Box>
      {preview.error !== null ? (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }}>
          {T.failed} {preview.error}
        </Alert>
      ) : null}
      <Box ref={stage} sx={{ flex: 1, minHeight: 0, overflow: "hidden", position: "relative", px: 0 }}>
        {preview.html !== null ? (
          <Box
            component="iframe"
            ref={frame}
            title={T.title}
            srcDoc={preview.html}
            onLoad={onLoad}
            sx={{
              display: "block",
              border: 0,
              bgcolor: "background.paper",
              width: frameWidth,
              height: room.height > 0 ? room.height / scale : "100%",
              transform: `scale(${scale})`,
              transformOrigin: "top left",
              position: "absolute",
              top: 0,
              left: Math.max(0, (room.width - frameWidth * scale) / 2),
              boxShadow: width === "phone" ? 3 : 0,
            }}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/** An element's size as it changes. */
function useElementSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
