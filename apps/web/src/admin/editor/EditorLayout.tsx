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

const T = CONTENT_EDITOR;

/** The settings panel's width beside the form and the preview. */
const SETTINGS_WIDTH = 340;

/** Where the editor goes back to: the list's address, its name, and the back button's label. */
export interface EditorBack {
  to: "/pages" | "/blog" | "/jobs";
  label: string;
  /** The list's name, the first step of the breadcrumbs ('Pages › About us'). */
  section: string;
}

/**
 * The full-screen editor's frame: a bar (back to the list, the breadcrumbs ending in the item's own
 * title, the autosave's state,
 * the actions), the form and the live preview side by side, and the settings panel on the right.
 * On a laptop (lg) all three show; narrower, the settings open over the page; on a phone the form
 * and the preview take turns ('Form' or 'Preview').
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
  const [view, setView] = useState<"form" | "preview">("form");
  const [settingsOpen, setSettingsOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const settingsId = useId();
  const open = wide ? settingsOpen : drawerOpen;
  const showForm = sideBySide || view === "form";
  const showPreview = sideBySide || view === "preview";

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
            gridTemplateColumns: sideBySide ? "minmax(360px, 5fr) minmax(0, 6fr)" : "minmax(0, 1fr)",
            minHeight: 0,
          }}
        >
          <Box
            sx={{
              display: showForm ? "block" : "none",
              overflowY: "auto",
              minHeight: 0,
              p: { xs: 1.5, sm: 3 },
              borderRight: sideBySide ? 1 : 0,
              borderColor: "divider",
            }}
          >
            {form}
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
