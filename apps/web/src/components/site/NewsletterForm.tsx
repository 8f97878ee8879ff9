import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { FOOTER, TOASTS } from "@staffing/shared";
import { useMutation } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useToast } from "../../lib/toast";
import { OutlinedField } from "../form/OutlinedField";

/** An e-mail box and Subscribe; the address is stored once (DESIGN: the form stores, not ignores). */
export function NewsletterForm({ dark = false }: { dark?: boolean }) {
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
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        subscribe.mutate({ email });
      }}
      sx={{ display: "flex", gap: 1 }}
    >
      <OutlinedField
        id={inputId}
        name="email"
        type="email"
        required
        size="small"
        label={FOOTER.newsletterLabel}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        sx={dark ? { bgcolor: "common.white", borderRadius: 1 } : undefined}
      />
      <Button type="submit" variant="contained" color="secondary" disabled={subscribe.isPending}>
        {FOOTER.subscribe}
      </Button>
    </Box>
  );
}
