import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { ADMIN_COMMON } from "@staffing/shared";
import type { ReactNode } from "react";
import { RouterButton } from "../lib/links";

/**
 * The editor's screen before there is an item to edit: loading, or why it cannot be edited
 * (not found, not allowed), with the way back to its list.
 */
export function EditorNotice({
  heading,
  back,
  children,
}: {
  heading: string;
  back: { to: "/pages" | "/blog" | "/jobs"; label: string };
  /** Why there is nothing to edit; nothing while it loads. */
  children?: ReactNode;
}) {
  return (
    <Box component="main" id="admin-main" sx={{ maxWidth: 720, mx: "auto", p: { xs: 2, sm: 4 } }}>
      <RouterButton to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {back.label}
      </RouterButton>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {heading}
      </Typography>
      {children ?? <CircularProgress aria-label={ADMIN_COMMON.loading} />}
    </Box>
  );
}
