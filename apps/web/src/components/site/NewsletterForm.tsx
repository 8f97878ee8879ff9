import { FOOTER, TOASTS } from "@staffing/shared";
import { useMutation } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useId, useState } from "react";
import { containedButtonCss, staticCss, typographyCss } from "../../lib/static-css";
import { useToast } from "../../lib/toast";
import { visuallyHidden } from "../../lib/visually-hidden";

// On every page (in the footer): a plain e-mail box and button with ready-made styles in the look of
// MUI's small outlined input and contained button (lib/static-css.ts), where MUI's field and button
// were seven components to render for each page.
const { root, part } = staticCss("newsletter", (theme) => ({
  root: { display: "flex", gap: theme.spacing(1) },
  label: visuallyHidden,
  input: {
    ...typographyCss(theme, "body1"),
    flex: "0 1 228px",
    minWidth: 0,
    boxSizing: "border-box",
    height: 40,
    padding: "8.5px 14px",
    border: "1px solid rgba(0, 0, 0, 0.23)",
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.common.white,
    color: theme.palette.text.primary,
    "&::placeholder": { color: theme.palette.text.secondary, opacity: 1 },
    "&:hover": { borderColor: theme.palette.text.primary },
    "&:focus": {
      outline: "none",
      borderColor: theme.palette.primary.main,
      boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
    },
  },
  button: containedButtonCss(theme, "secondary"),
}));

/** An e-mail box and Subscribe; the address is stored once (DESIGN: the form stores, not ignores). */
export function NewsletterForm() {
  const { trpc } = useRouteContext({ from: "__root__" });
  const toast = useToast();
  const [email, setEmail] = useState("");
  const inputId = useId();
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions({
      onSuccess: () => {
        setEmail("");
        toast({ tone: "success", title: FOOTER.subscribed });
      },
      onError: (error) => toast({ tone: "error", title: TOASTS.errorTitle, description: error.message }),
    }),
  );
  return (
    <form
      css={root}
      onSubmit={(event) => {
        event.preventDefault();
        subscribe.mutate({ email });
      }}
    >
      <label htmlFor={inputId} className={part.label}>
        {FOOTER.newsletterLabel}
      </label>
      <input
        id={inputId}
        className={part.input}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder={FOOTER.newsletterLabel}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className={part.button} disabled={subscribe.isPending}>
        {FOOTER.subscribe}
      </button>
    </form>
  );
}
