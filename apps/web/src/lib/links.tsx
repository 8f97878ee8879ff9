import Button, { type ButtonProps } from "@mui/material/Button";
import CardActionArea, { type CardActionAreaProps } from "@mui/material/CardActionArea";
import MuiLink, { type LinkProps as MuiLinkProps } from "@mui/material/Link";
import { createLink } from "@tanstack/react-router";
import { forwardRef } from "react";

// MUI's link and button, navigating through the router (client-side, with preloading).
const MuiAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => (
  <MuiLink ref={ref} {...props} />
));
const MuiButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<"a">>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));

export const RouterLink = createLink(MuiAnchor);
export const RouterButton = createLink(MuiButtonAnchor);

const MuiCardAnchor = forwardRef<HTMLAnchorElement, CardActionAreaProps<"a">>((props, ref) => (
  <CardActionArea ref={ref} component="a" {...props} />
));
export const RouterCardAction = createLink(MuiCardAnchor);
