import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Tooltip from "@mui/material/Tooltip";
import { ADMIN_SHELL, can, type UserRole } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { RouterListItemButton } from "../lib/links";
import { useTRPC } from "../lib/trpc";
import { visuallyHidden } from "../lib/visually-hidden";
import { BrandLogo } from "./BrandLogo";
import { NAV_ITEMS } from "./navigation";

/** The sidebar's links for a role; with `compact` only the icons show (the icon rail). */
export function SidebarContent({
  role,
  compact,
  onNavigate,
}: {
  role: UserRole | undefined;
  compact: boolean;
  onNavigate?: () => void;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const trpc = useTRPC();
  // The company's name as its profile has it (the Company screen changes it).
  const company = useQuery(trpc.site.profile.queryOptions()).data?.name ?? "";
  const items = NAV_ITEMS.filter((item) => role && can(role, item.capability));
  const label = (text: string) =>
    compact ? (
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
    ) : (
      <ListItemText primary={text} />
    );
  return (
    <Box
      component="nav"
      aria-label={ADMIN_SHELL.title}
      sx={{ display: "flex", flexDirection: "column", height: "100%" }}
    >
      <Box
        sx={{
          px: compact ? 0 : 2,
          py: 2,
          minHeight: 64,
          display: "flex",
          alignItems: "center",
          justifyContent: compact ? "center" : "flex-start",
        }}
      >
        <BrandLogo compact={compact} name={company} />
      </Box>
      <List sx={{ flexGrow: 1 }}>
        {items.map((item) => {
          const current = pathname === item.to || (item.to === "/dashboard" && pathname === "/");
          return (
            <ListItem key={item.to} disablePadding>
              <Tooltip title={compact ? item.label : ""} placement="right">
                <RouterListItemButton
                  to={item.to}
                  selected={current}
                  aria-current={current ? "page" : undefined}
                  onClick={onNavigate}
                  sx={{ px: compact ? 1.5 : 2, justifyContent: compact ? "center" : "flex-start" }}
                >
                  <ListItemIcon sx={{ minWidth: compact ? 0 : 40 }}>{item.icon}</ListItemIcon>
                  {label(item.label)}
                </RouterListItemButton>
              </Tooltip>
            </ListItem>
          );
        })}
      </List>
      <List>
        <ListItem disablePadding>
          <Tooltip title={compact ? ADMIN_SHELL.nav.viewWebsite : ""} placement="right">
            <ListItemButton
              component="a"
              href="/"
              target="_blank"
              rel="noopener"
              sx={{ px: compact ? 1.5 : 2, justifyContent: compact ? "center" : "flex-start" }}
            >
              <ListItemIcon sx={{ minWidth: compact ? 0 : 40 }}>
                <OpenInNewIcon />
              </ListItemIcon>
              {label(ADMIN_SHELL.nav.viewWebsite)}
            </ListItemButton>
          </Tooltip>
        </ListItem>
      </List>
    </Box>
  );
}
