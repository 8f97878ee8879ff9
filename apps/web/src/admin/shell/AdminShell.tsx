import MenuIcon from "@mui/icons-material/Menu";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { ADMIN_SHELL, can, SIDEBAR } from "@staffing/shared";
import { useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useStaffMember } from "../auth/useStaffMember";
import { NAV_ITEMS } from "./navigation";
import { SidebarContent } from "./Sidebar";
import { useSidebarState } from "./sidebar-state";
import { UserMenu } from "./UserMenu";

/** Every admin screen inside: the sidebar (or the phone's side sheet), the header and the content. */
export function AdminShell({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(`(max-width:${SIDEBAR.mobileBreakpointPx - 0.02}px)`, { noSsr: true });
  const { open, mobileOpen, setMobileOpen, toggle } = useSidebarState(isMobile);
  const role = useStaffMember().data?.role;
  const pathname = useLocation({ select: (location) => location.pathname });
  const section = NAV_ITEMS.find((item) => pathname.startsWith(item.to));
  const allowed = !section || !role || can(role, section.capability);
  const width = open ? SIDEBAR.width : SIDEBAR.iconWidth;

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "grey.50" }}>
      <Box
        component="a"
        href="#admin-main"
        sx={{
          position: "absolute",
          left: -9999,
          "&:focus": { left: 8, top: 8, zIndex: 2000, bgcolor: "background.paper", p: 1 },
        }}
      >
        {ADMIN_SHELL.skipToContent}
      </Box>
      {isMobile ? (
        <Drawer
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR.mobileWidth } } }}
        >
          <SidebarContent role={role} compact={false} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          data-state={open ? "expanded" : "collapsed"}
          sx={{ width, flexShrink: 0, transition: "width 200ms" }}
          slotProps={{ paper: { sx: { width, overflowX: "hidden", transition: "width 200ms" } } }}
        >
          <SidebarContent role={role} compact={!open} />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Box
          component="header"
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1.5,
            px: { xs: 1.5, sm: 3 },
            py: 1.5,
            bgcolor: "background.paper",
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          <IconButton
            onClick={toggle}
            aria-label={ADMIN_SHELL.toggleSidebar}
            aria-expanded={isMobile ? mobileOpen : open}
            aria-keyshortcuts="Control+B Meta+B"
          >
            <MenuIcon />
          </IconButton>
          {/* Issue 29: the panel's name only; each screen's own heading says what it is for. */}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
              {ADMIN_SHELL.title}
            </Typography>
          </Box>
          <UserMenu />
        </Box>
        <Box
          component="main"
          id="admin-main"
          tabIndex={-1}
          sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1, outline: "none" }}
        >
          {allowed ? (
            children
          ) : (
            <Alert severity="warning" variant="outlined">
              {ADMIN_SHELL.notAllowed}
            </Alert>
          )}
        </Box>
      </Box>
    </Box>
  );
}
