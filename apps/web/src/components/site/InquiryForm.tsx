import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { INQUIRY_FORM, INQUIRY_SERVICES, inquiryInput, TOASTS } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useId, useState } from "react";
import { z } from "zod";
import { useToast } from "../../lib/toast";

const EMPTY = { name: "", email: "", company: "", service: "", message: "", website: "" };
type Fields = typeof EMPTY;

/** SPEC's inquiry form, checked with the server's own schema before it is sent. */
export function InquiryForm({ heading = INQUIRY_FORM.heading }: { heading?: string }) {
  const { trpc } = useRouteContext({ from: "__root__" });
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const send = useMutation(
    trpc.inquiries.create.mutationOptions({
      onSuccess: () => {
        setFields(EMPTY);
        // SPEC section 4: a new inquiry also refreshes the admin's inquiries (list and counters) in this tab.
        void queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() });
        toast({ tone: "success", title: TOASTS.inquirySuccessTitle, description: TOASTS.inquirySuccessText });
      },
      // The typed text stays, so nothing is lost when the server refuses it.
      onError: (error) =>
        toast({
          tone: "error",
          title: TOASTS.errorTitle,
          description: error.message || TOASTS.inquiryFailed,
        }),
    }),
  );

  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = inquiryInput.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
      setErrors(
        Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages?.[0]])),
      );
      return;
    }
    setErrors({});
    send.mutate(fields as z.input<typeof inquiryInput>);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {heading}
      </Typography>
      <Stack spacing={2}>
        <TextField
          id={`${id}-name`}
          name="name"
          label={INQUIRY_FORM.name}
          value={fields.name}
          onChange={set("name")}
          slotProps={{ htmlInput: { "aria-required": true } }}
          error={Boolean(errors.name)}
          helperText={errors.name}
          autoComplete="name"
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={INQUIRY_FORM.email}
          value={fields.email}
          onChange={set("email")}
          slotProps={{ htmlInput: { "aria-required": true } }}
          error={Boolean(errors.email)}
          helperText={errors.email}
          autoComplete="email"
        />
        <TextField
          id={`${id}-company`}
          name="company"
          label={INQUIRY_FORM.company}
          value={fields.company}
          onChange={set("company")}
          error={Boolean(errors.company)}
          helperText={errors.company}
          autoComplete="organization"
        />
        <TextField
          id={`${id}-service`}
          name="service"
          select
          label={INQUIRY_FORM.service}
          value={fields.service}
          onChange={set("service")}
        >
          <MenuItem value="">{INQUIRY_FORM.serviceNone}</MenuItem>
          {INQUIRY_SERVICES.map((service) => (
            <MenuItem key={service} value={service}>
              {INQUIRY_FORM.serviceLabels[service]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={`${id}-message`}
          name="message"
          label={INQUIRY_FORM.message}
          value={fields.message}
          onChange={set("message")}
          multiline
          minRows={3}
          error={Boolean(errors.message)}
          helperText={errors.message}
        />
        {/* Hidden from people (and from assistive technology); bots fill it in. */}
        <Box
          aria-hidden="true"
          sx={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
        >
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={set("website")}
          />
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {send.isPending ? INQUIRY_FORM.sending : INQUIRY_FORM.submit}
        </Button>
      </Stack>
    </Box>
  );
}
