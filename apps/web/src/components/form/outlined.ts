import { staticCss, typographyCss } from "../../lib/static-css";

/**
 * MUI's outlined field (a 56 px box, 40 px when small; its label inside until the field has focus
 * or a value, then shrunk onto the top border) as plain elements with ready-made styles: the public
 * forms are on most pages, and MUI's FormControl, InputLabel, OutlinedInput and helper text were a
 * large part of rendering them. The label follows its control, so CSS can tell it where to sit.
 */
// States of a field, as classes of its root.
const STATE = {
  full: "field-full",
  shrink: "field-shrink",
  error: "field-error",
  small: "field-small",
} as const;

export const outlined = staticCss("field", (theme) => {
  const shrunk = {
    transform: "translate(10px, -9px) scale(0.75)",
    padding: "0 4px",
    maxWidth: "calc(133% - 32px)",
    backgroundColor: theme.palette.background.paper,
  };
  return {
    root: {
      position: "relative",
      display: "inline-flex",
      flexDirection: "column",
      minWidth: 0,
      verticalAlign: "top",
      [`&.${STATE.full}`]: { display: "flex", width: "100%" },
      [`&.${STATE.shrink} .field-label, & .field-control:focus ~ .field-label, & .field-control:not(:placeholder-shown) ~ .field-label`]:
        shrunk,
      "& .field-control:focus": {
        outline: "none",
        borderColor: theme.palette.primary.main,
        boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
      },
      "& .field-control:focus ~ .field-label": { color: theme.palette.primary.main },
      [`&.${STATE.error} .field-control`]: { borderColor: theme.palette.error.main },
      [`&.${STATE.error} .field-label, &.${STATE.error} .field-helper`]: { color: theme.palette.error.main },
      [`&.${STATE.small} .field-control`]: { height: 40, padding: "8.5px 14px" },
      [`&.${STATE.small} .field-label`]: { transform: "translate(14px, 9px) scale(1)" },
      "& select.field-control": { cursor: "pointer" },
      "& textarea.field-control": { height: "auto", resize: "vertical", fieldSizing: "content" },
    },
    control: {
      ...typographyCss(theme, "body1"),
      lineHeight: "1.4375em",
      boxSizing: "border-box",
      width: "100%",
      height: 56,
      margin: 0,
      padding: "16.5px 14px",
      border: "1px solid rgba(0, 0, 0, 0.23)",
      borderRadius: theme.shape.borderRadius,
      background: "none",
      color: theme.palette.text.primary,
      "&:hover": { borderColor: theme.palette.text.primary },
      // The placeholder is a blank, there only so CSS can tell an empty field (:placeholder-shown).
      "&::placeholder": { color: "transparent" },
    },
    label: {
      ...typographyCss(theme, "body1"),
      lineHeight: "1.4375em",
      position: "absolute",
      top: 0,
      left: 0,
      maxWidth: "calc(100% - 24px)",
      overflow: "hidden",
      whiteSpace: "nowrap",
      textOverflow: "ellipsis",
      color: theme.palette.text.secondary,
      pointerEvents: "none",
      transformOrigin: "top left",
      transform: "translate(14px, 16px) scale(1)",
      transition: theme.transitions.create(["color", "transform", "max-width"], {
        duration: theme.transitions.duration.shorter,
        easing: theme.transitions.easing.easeOut,
      }),
    },
    helper: {
      ...typographyCss(theme, "caption"),
      margin: "3px 14px 0",
      color: theme.palette.text.secondary,
    },
  };
});

/** The root's classes for a field's state. */
export function fieldClasses(state: {
  fullWidth?: boolean;
  shrink?: boolean;
  error?: boolean;
  size?: string;
}) {
  return [
    state.fullWidth ? STATE.full : "",
    state.shrink ? STATE.shrink : "",
    state.error ? STATE.error : "",
    state.size === "small" ? STATE.small : "",
  ]
    .filter(Boolean)
    .join(" ");
}
