import ListItemButton, { type ListItemButtonProps } from "@mui/material/ListItemButton";
import { createLink } from "@tanstack/react-router";
import { forwardRef } from "react";

// MUI's list item button navigating through the router (the sidebar's links).
const ListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<"a">>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
));
export const RouterListItemButton = createLink(ListItemAnchor);
