import Button, { type ButtonProps } from "@mui/material/Button";
import CardActionArea, { type CardActionAreaProps } from "@mui/material/CardActionArea";
import IconButton, { type IconButtonProps } from "@mui/material/IconButton";
import MuiLink, { type LinkProps as MuiLinkProps } from "@mui/material/Link";
import ListItemButton, { type ListItemButtonProps } from "@mui/material/ListItemButton";
import { createLink } from "@tanstack/react-router";
import { forwardRef } from "react";

// MUI's list item button navigating through the router (the sidebar's links).
const ListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<"a">>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
));
export const RouterListItemButton = createLink(ListItemAnchor);

// MUI's card action area navigating through the router (the dashboard's quick actions).
const CardAnchor = forwardRef<HTMLAnchorElement, CardActionAreaProps<"a">>((props, ref) => (
  <CardActionArea ref={ref} component="a" {...props} />
));
export const RouterCardAction = createLink(CardAnchor);
// MUI's text link navigating through the router (links between the sign-in screens).
const TextAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => (
  <MuiLink ref={ref} {...props} />
));
export const RouterLink = createLink(TextAnchor);

// MUI's buttons navigating through the router (the editor's way back to its list).
const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<"a">>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
export const RouterButton = createLink(ButtonAnchor);
const IconButtonAnchor = forwardRef<HTMLAnchorElement, IconButtonProps<"a">>((props, ref) => (
  <IconButton ref={ref} component="a" {...props} />
));
export const RouterIconButton = createLink(IconButtonAnchor);
