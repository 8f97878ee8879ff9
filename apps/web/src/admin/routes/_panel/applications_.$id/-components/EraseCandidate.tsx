import DeleteForeverIcon from "@mui/icons-material/DeleteForever";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import { ADMIN_CANDIDATE_ERASE as T } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

/**
 * The workspace's menu, for admins: "Erase this candidate" deletes every application from the
 * candidate's address with its files, after a dialog that says what goes. Then the list opens.
 */
export function EraseCandidate({ email }: { email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation(
    trpc.applications.erase.mutationOptions({
      onSuccess: async ({ erased }) => {
        setConfirming(false);
        feedback.success(T.erased(erased));
        queryClient.removeQueries({ queryKey: trpc.applications.detail.pathKey() });
        await navigate({ to: "/applications" });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.jobs.list.pathKey() }),
        ]);
      },
      onError: (error) => {
        setConfirming(false);
        feedback.failure(error, T.failed);
      },
    }),
  );
  return (
    <>
      <Tooltip title={T.menu}>
        <IconButton
          aria-label={T.menu}
          aria-haspopup="menu"
          aria-expanded={anchor ? "true" : undefined}
          aria-controls={anchor ? `${id}-menu` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-label": T.menu } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          sx={{ color: "error.main" }}
        >
          <ListItemIcon sx={{ color: "error.main" }}>
            <DeleteForeverIcon />
          </ListItemIcon>
          <ListItemText>{T.action}</ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        question={T.explain(email)}
        confirmLabel={T.confirm}
        pending={erase.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => erase.mutate({ email })}
      />
    </>
  );
}
