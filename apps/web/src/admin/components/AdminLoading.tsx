import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { ADMIN_COMMON } from "@staffing/shared";

/** What the admin shows before the browser has taken over: the panel is rendered in the browser only. */
export function AdminLoading() {
  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
      <CircularProgress aria-label={ADMIN_COMMON.loading} />
    </Box>
  );
}
