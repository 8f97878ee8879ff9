import { INQUIRY_FORM, INQUIRY_SERVICES, type InquiryInput, TOASTS } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useId, useState } from "react";
import { containedButtonCss, staticCss, typographyCss } from "../../lib/static-css";
import { useToast } from "../../lib/toast";
import { OutlinedField } from "../form/OutlinedField";
import { OutlinedSelect } from "../form/OutlinedSelect";

const EMPTY = { name: "", email: "", company: "", service: "", message: "", website: "" };
type Fields = typeof EMPTY;

const SERVICE_OPTIONS = [
  { value: "", label: INQUIRY_FORM.serviceNone },
  ...INQUIRY_SERVICES.map((service) => ({ value: service, label: INQUIRY_FORM.serviceLabels[service] })),
];

// zod, which the server's schema is written in, is the largest library the form needs: it is fetched
// when the visitor starts on the form (or at the latest on sending), not with every page.
const loadValidation = () => import("./inquiry-validation");

// Plain elements with ready-made styles in MUI's look (lib/static-css.ts): the form is on most pages.
const { root, part } = staticCss("inquiry", (theme) => ({
  root: {},
  heading: { ...typographyCss(theme, "h5"), fontWeight: 700, marginBottom: theme.spacing(2) },
  fields: { display: "flex", flexDirection: "column", gap: theme.spacing(2) },
  // Out of sight and out of reach of assistive technology; bots fill it in.
  trap: { position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" },
  submit: containedButtonCss(theme, "primary", "large"),
}));

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

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const validation = await loadValidation().catch(() => null);
    if (!validation) {
      // The check could not be fetched (the visitor went offline): sending would fail the same way.
      toast({ tone: "error", title: TOASTS.errorTitle, description: TOASTS.inquiryFailed });
      return;
    }
    const fieldErrors = validation.inquiryFieldErrors(fields as InquiryInput);
    if (fieldErrors) {
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    send.mutate(fields as InquiryInput);
  }

  return (
    <form
      css={root}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadValidation()}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={part.heading}>
        {heading}
      </h2>
      <div className={part.fields}>
        <OutlinedField
          id={`${id}-name`}
          name="name"
          label={INQUIRY_FORM.name}
          value={fields.name}
          onChange={set("name")}
          htmlInput={{ "aria-required": true }}
          error={Boolean(errors.name)}
          helperText={errors.name}
          autoComplete="name"
        />
        <OutlinedField
          id={`${id}-email`}
          name="email"
          type="email"
          label={INQUIRY_FORM.email}
          value={fields.email}
          onChange={set("email")}
          htmlInput={{ "aria-required": true }}
          error={Boolean(errors.email)}
          helperText={errors.email}
          autoComplete="email"
        />
        <OutlinedField
          id={`${id}-company`}
          name="company"
          label={INQUIRY_FORM.company}
          value={fields.company}
          onChange={set("company")}
          error={Boolean(errors.company)}
          helperText={errors.company}
          autoComplete="organization"
        />
        <OutlinedSelect
          id={`${id}-service`}
          name="service"
          label={INQUIRY_FORM.service}
          value={fields.service}
          onChange={set("service")}
          options={SERVICE_OPTIONS}
        />
        <OutlinedField
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
        <div aria-hidden="true" className={part.trap}>
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={set("website")}
          />
        </div>
        <button type="submit" className={part.submit} disabled={send.isPending}>
          {send.isPending ? INQUIRY_FORM.sending : INQUIRY_FORM.submit}
        </button>
      </div>
    </form>
  );
}
