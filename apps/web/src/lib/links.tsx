import Button, { type ButtonProps } from "@mui/material/Button";
import CardActionArea, { type CardActionAreaProps } from "@mui/material/CardActionArea";
import { createLink } from "@tanstack/react-router";
import { forwardRef } from "react";

// MUI's button and card, navigating through the router (client-side, with preloading).
const MuiButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<"a">>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));

export const RouterButton = createLink(MuiButtonAnchor);

const MuiCardAnchor = forwardRef<HTMLAnchorElement, CardActionAreaProps<"a">>((props, ref) => (
  <CardActionArea ref={ref} component="a" {...props} />
));
export const RouterCardAction = createLink(MuiCardAnchor);
