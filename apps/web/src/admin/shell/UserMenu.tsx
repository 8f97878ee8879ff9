import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { ADMIN_SHELL } from "@staffing/shared";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useAuth } from "../auth/AuthProvider";
import { useStaffMember } from "../auth/useStaffMember";

/** SPEC: the username (fallback 'Admin'), the e-mail, the avatar letter (fallback 'A'), and three entries: Profile, Settings, Log out. */
export function UserMenu() {
  const { user, signOut } = useAuth();
  // Our users table names the person (a hosted provider's session may not).
  const known = useStaffMember().data?.username || user?.username;
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const username = known || ADMIN_SHELL.usernameFallback;
  const letter = known ? known.charAt(0).toUpperCase() : ADMIN_SHELL.avatarFallback;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={ADMIN_SHELL.userMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? "admin-user-menu" : undefined}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: "primary.main" }}>{letter}</Avatar>
      </IconButton>
      <Menu
        id="admin-user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{username}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void navigate({ to: "/profile" });
          }}
        >
          {ADMIN_SHELL.profile}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void navigate({ to: "/settings" });
          }}
        >
          {ADMIN_SHELL.settings}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={async () => {
            close();
            await signOut();
            await navigate({ to: "/login" });
          }}
        >
          {ADMIN_SHELL.logOut}
        </MenuItem>
      </Menu>
    </>
  );
}
