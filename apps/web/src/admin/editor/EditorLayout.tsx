import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import CloseIcon from "@mui/icons-material/Close";
import EditNoteIcon from "@mui/icons-material/EditNote";
import PreviewIcon from "@mui/icons-material/Preview";
import TuneIcon from "@mui/icons-material/Tune";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import { useTheme } from "@mui/material/styles";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { CONTENT_EDITOR } from "@staffing/shared";
import { type ReactNode, useId, useState } from "react";
import { RouterIconButton, RouterLink } from "../lib/links";
import { LivePreview } from "./preview/LivePreview";
import {
  PREVIEW_BESIDE_FROM,
  type PreviewChoice,
  previewShown,
  readPreviewChoice,
  writePreviewChoice,
} from "./preview/preview-choice";

const T = CONTENT_EDITOR;

/** The settings panel's width beside the form and the preview. */
const SETTINGS_WIDTH = 340;
/** The form's column at most: a comfortable line for writing (about 70 characters of body text). */
const CANVAS_WIDTH = 760;

/** Where the editor goes back to: the list's address, its name, and the back button's label. */
export interface EditorBack {
  to: "/pages" | "/blog" | "/jobs";
  label: string;
  /** The list's name, the first step of the breadcrumbs ('Pages › About us'). */
  section: string;
}

/**
 * The full-screen editor's frame: a bar (back to the list, the breadcrumbs ending in the item's own
 * title, the autosave's state, the actions), the form as the writing canvas, the live preview, and
 * the settings panel on the right. The form comes first: below 1440 px the preview shows beside it
 * on demand (the bar's 'Preview'), from 1440 px it shows beside it unless hidden; the choice is
 * remembered. On a laptop (lg) the settings show too; narrower, they open over the page; on a phone
 * the form and the preview take turns ('Form' or 'Preview').
 */
export function EditorLayout({
  heading,
  back,
  status,
  actions,
  form,
  settings,
  preview,
}: {
  /** The page's or post's own title ('Untitled page' while it has none). */
  heading: string;
  back: EditorBack;
  status: ReactNode;
  actions: ReactNode;
  form: ReactNode;
  settings: ReactNode;
  preview: { kind: "page" | "post" | "job"; item: object | null };
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("lg"), { noSsr: true });
  const sideBySide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const roomy = useMediaQuery(`(min-width:${PREVIEW_BESIDE_FROM}px)`, { noSsr: true });
  const widthClass = roomy ? "wide" : "narrow";
  const [choice, setChoice] = useState<PreviewChoice>(readPreviewChoice);
  const beside = sideBySide && previewShown(choice, widthClass);
  const toggleBeside = () => {
    const next = { ...choice, [widthClass]: !beside };
    setChoice(next);
    writePreviewChoice(next);
  };
  const [view, setView] = useState<"form" | "preview">("form");
  const [settingsOpen, setSettingsOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const settingsId = useId();
  const open = wide ? settingsOpen : drawerOpen;
  const showForm = sideBySide || view === "form";
  const showPreview = sideBySide ? beside : view === "preview";

  const panel = (
    <Box
      component="aside"
      id={settingsId}
      aria-label={T.settings}
      sx={{
        width: wide ? SETTINGS_WIDTH : { xs: "min(100vw, 380px)" },
        flexShrink: 0,
        overflowY: "auto",
        borderLeft: wide ? 1 : 0,
        borderColor: "divider",
        bgcolor: "background.paper",
        p: 2,
        height: "100%",
      }}
    >
      {wide ? null : (
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 1 }}>
          <IconButton aria-label={T.hideSettings} onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
      )}
      {settings}
    </Box>
  );

  return (
    <Box sx={{ height: "100dvh", display: "flex", flexDirection: "column", bgcolor: "grey.50" }}>
      <Box
        component="header"
        aria-label={T.landmarks.bar}
        sx={{
          display: "flex",
          alignItems: "center",
          gap: { xs: 0.5, sm: 1.5 },
          px: { xs: 1, sm: 2 },
          py: 1,
          bgcolor: "background.paper",
          borderBottom: 1,
          borderColor: "divider",
          flexWrap: "wrap",
        }}
      >
        <Tooltip title={back.label}>
          <RouterIconButton to={back.to} aria-label={back.label}>
            <ArrowBackIcon />
          </RouterIconButton>
        </Tooltip>
        <Box sx={{ flex: "1 1 120px", minWidth: 0 }}>
          <Breadcrumbs
            aria-label={T.breadcrumbs}
            separator="›"
            sx={{ "& .MuiBreadcrumbs-ol": { flexWrap: "nowrap" }, "& .MuiBreadcrumbs-li": { minWidth: 0 } }}
          >
            <RouterLink to={back.to} variant="body2" color="text.secondary" underline="hover">
              {back.section}
            </RouterLink>
            <Typography
              component="h1"
              variant="subtitle1"
              aria-current="page"
              sx={{ fontWeight: 700, lineHeight: 1.2 }}
              noWrap
            >
              {heading}
            </Typography>
          </Breadcrumbs>
          {status}
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Tooltip title={open ? T.hideSettings : T.showSettings}>
            <IconButton
              aria-label={T.settings}
              aria-expanded={open}
              aria-controls={open ? settingsId : undefined}
              onClick={() => (wide ? setSettingsOpen(!settingsOpen) : setDrawerOpen(!drawerOpen))}
            >
              <TuneIcon />
            </IconButton>
          </Tooltip>
          {sideBySide ? (
            <Tooltip title={beside ? T.preview.hideBeside : T.preview.showBeside} describeChild>
              <ToggleButton
                value="preview"
                size="small"
                selected={beside}
                onChange={toggleBeside}
                sx={{ py: 0.5, textTransform: "none" }}
              >
                <PreviewIcon fontSize="small" sx={{ mr: 0.5 }} />
                {T.preview.show}
              </ToggleButton>
            </Tooltip>
          ) : null}
          {actions}
        </Box>
        {sideBySide ? null : (
          <Box sx={{ flexBasis: "100%", pt: 0.5 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              fullWidth
              value={view}
              onChange={(_, next: "form" | "preview" | null) => next && setView(next)}
              aria-label={T.preview.view}
            >
              <ToggleButton value="form">
                <EditNoteIcon fontSize="small" sx={{ mr: 0.5 }} />
                {T.preview.form}
              </ToggleButton>
              <ToggleButton value="preview">
                <PreviewIcon fontSize="small" sx={{ mr: 0.5 }} />
                {T.preview.show}
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: "flex" }}>
        <Box
          component="main"
          id="admin-main"
          aria-label={T.landmarks.workspace}
          sx={{
            flex: 1,
            minWidth: 0,
            display: "grid",
            // Beside the preview the form keeps its writing width where there is room (1440 px and
            // wider) and halves the room below; alone it is the canvas, centred.
            gridTemplateColumns: beside
              ? `minmax(0, ${roomy ? `${CANVAS_WIDTH}px` : "1fr"}) minmax(0, 1fr)`
              : "minmax(0, 1fr)",
            minHeight: 0,
          }}
        >
          <Box
            sx={{
              display: showForm ? "block" : "none",
              overflowY: "auto",
              minHeight: 0,
              p: { xs: 1.5, sm: 3 },
              borderRight: beside ? 1 : 0,
              borderColor: "divider",
            }}
          >
            <Box sx={{ maxWidth: CANVAS_WIDTH, mx: "auto" }}>{form}</Box>
          </Box>
          <Box sx={{ display: showPreview ? "block" : "none", minHeight: 0 }}>
            {/* Mounted at once even while the form shows, so the preview is ready when asked for. */}
            <LivePreview kind={preview.kind} item={preview.item} />
          </Box>
        </Box>
        {wide ? (
          open ? (
            panel
          ) : null
        ) : (
          <Drawer
            anchor="right"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { "aria-label": T.settings } }}
          >
            {panel}
          </Drawer>
        )}
      </Box>
    </Box>
  );
}
