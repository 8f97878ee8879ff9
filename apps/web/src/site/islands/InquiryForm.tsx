import {
  FORM_ID_FIELD,
  type FormOutcome,
  INQUIRY_FORM,
  INQUIRY_SERVICES,
  INQUIRY_THANKS,
  type InquiryInput,
  type InquiryReceipt,
  PUBLIC_FORMS,
  RETURN_TO_FIELD,
  replyTimeText,
  TOASTS,
  VISIT_FIELDS,
} from "@staffing/shared";
import { useEffect, useRef, useState } from "react";
import { phoneHref } from "../components/contact-links";
import { api, refusedFields } from "./api";
import styles from "./InquiryForm.module.css";
import { newIdempotencyKey } from "./idempotency";
import { showToast } from "./toast-bus";
import { visitAttribution } from "./visit-attribution";

export interface InquiryFormProps {
  heading?: string;
  /** The page to come back to after a post without JavaScript. */
  returnTo: string;
  /** This visitor's last post of the form without JavaScript, shown once. */
  outcome?: FormOutcome | null;
  /**
   * Where to call or write instead, from the company profile (InquiryFormIsland passes it): a prop,
   * so the island's reused HTML changes with the profile.
   */
  contact?: InquiryContact | null;
}

/** The company's number and address under the form. */
export interface InquiryContact {
  phone: string | null;
  email: string | null;
  /** The company's clock: the thank-you's reply time is told in it. */
  timeZone?: string;
}

type FieldName = "name" | "email" | "company" | "service" | "message";
type FieldErrors = Partial<Record<FieldName, string>>;

// zod (the server's schema is written in it) is fetched when the form is sent, not with the island.
const loadValidation = () => import("./inquiry-validation");

/**
 * SPEC's inquiry form, the site's main conversion. It is a plain HTML form first: sent before the
 * page is interactive, or without JavaScript, it posts to the server, which stores it and shows the
 * outcome. Once the island runs, it checks the fields with the server's own schema and sends them
 * through the API. Either way the form's one-time key (idempotencyKey) makes it one inquiry.
 */
export default function InquiryForm({
  heading = INQUIRY_FORM.heading,
  returnTo,
  outcome,
  contact,
}: InquiryFormProps) {
  const [errors, setErrors] = useState<FieldErrors>(
    outcome?.status === "invalid" ? (outcome.fieldErrors ?? {}) : {},
  );
  const [pending, setPending] = useState(false);
  const [receipt, setReceipt] = useState<InquiryReceipt | null>(
    outcome?.status === "sent" ? (outcome.receipt ?? null) : null,
  );
  // Empty in the page's HTML (boot.ts fills it before anything can be pressed); a form shown again
  // after a thank-you is a new inquiry, with a new key.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const { action, anchor } = PUBLIC_FORMS.inquiry;
  const values = outcome?.status === "sent" ? undefined : outcome?.values;
  const id = (field: string) => `${anchor}-${field}`;

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    // The form's fields, and where the visit came from (remembered since its first page).
    const inquiry: InquiryInput = {
      ...(Object.fromEntries(new FormData(form)) as Record<string, string> &
        Pick<InquiryInput, "name" | "email">),
      attribution: visitAttribution(),
    };
    setPending(true);
    try {
      const validation = await loadValidation();
      const refused = validation.inquiryFieldErrors(inquiry);
      if (refused) return refuse(form, refused);
      setErrors({});
      const { respondBy } = await api.inquiries.create.mutate(inquiry);
      // The thank-you takes the form's place; "Send another" brings back an empty one with a new key.
      setReceipt({
        name: inquiry.name.trim(),
        email: inquiry.email.trim(),
        service: inquiry.service ?? "",
        respondBy,
      });
    } catch (error) {
      const refused = refusedFields(error);
      if (refused) refuse(form, refused);
      // The typed text stays, so nothing is lost when the server refuses it or cannot be reached.
      showToast({
        tone: "error",
        title: TOASTS.errorTitle,
        description: (error as Error).message || TOASTS.inquiryFailed,
      });
    } finally {
      setPending(false);
    }
  }

  function refuse(form: HTMLFormElement, refused: FieldErrors) {
    setErrors(refused);
    const first = Object.keys(refused)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  // After a post without JavaScript that was refused, the page opens at the first field to mend.
  const firstRefused = outcome?.status === "invalid" ? Object.keys(outcome.fieldErrors ?? {})[0] : undefined;
  const field = (name: FieldName) => ({
    id: id(name),
    name,
    defaultValue: values?.[name],
    autoFocus: name === firstRefused,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? id(`${name}-error`) : undefined,
  });
  const error = (name: FieldName) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  if (receipt) {
    return (
      <InquiryThanks
        anchor={anchor}
        receipt={receipt}
        timeZone={contact?.timeZone}
        returnTo={returnTo}
        onAnother={() => {
          setIdempotencyKey(newIdempotencyKey());
          setReceipt(null);
        }}
      />
    );
  }

  return (
    <form
      id={anchor}
      method="post"
      action={action}
      noValidate
      onSubmit={send}
      className={styles.form}
      aria-labelledby={id("heading")}
    >
      <h2 id={id("heading")} className={styles.heading}>
        {heading}
      </h2>
      {outcome?.status === "failed" ? (
        <p role="alert" className={styles.failed}>
          {outcome.message ?? TOASTS.inquiryFailed}
        </p>
      ) : null}
      <input type="hidden" name="idempotencyKey" defaultValue={idempotencyKey} />
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
      <input type="hidden" name={FORM_ID_FIELD} value={anchor} />
      {/* Where the visit began, for a post without the island: the loader fills them in, or the
          server does on a page it answers for one visitor (visit-start.ts). */}
      {VISIT_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={id("name")}>{INQUIRY_FORM.name}</label>
          <input {...field("name")} autoComplete="name" required aria-required="true" />
          {error("name")}
        </div>
        <div className={styles.field}>
          <label htmlFor={id("email")}>{INQUIRY_FORM.email}</label>
          <input {...field("email")} type="email" autoComplete="email" required aria-required="true" />
          {error("email")}
        </div>
        <div className={styles.field}>
          <label htmlFor={id("company")}>{INQUIRY_FORM.company}</label>
          <input {...field("company")} autoComplete="organization" />
          {error("company")}
        </div>
        <div className={styles.field}>
          <label htmlFor={id("service")}>{INQUIRY_FORM.service}</label>
          <select {...field("service")}>
            <option value="">{INQUIRY_FORM.serviceNone}</option>
            {INQUIRY_SERVICES.map((service) => (
              <option key={service} value={service}>
                {INQUIRY_FORM.serviceLabels[service]}
              </option>
            ))}
          </select>
          {error("service")}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={id("message")}>{INQUIRY_FORM.message}</label>
          <textarea {...field("message")} rows={4} />
          {error("message")}
        </div>
        {/* Out of sight and out of reach of assistive technology; bots fill it in. */}
        <div aria-hidden="true" className={styles.trap}>
          <label htmlFor={id("website")}>Website</label>
          <input id={id("website")} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? INQUIRY_FORM.sending : INQUIRY_FORM.submit}
      </button>
      <p className={styles.note}>{INQUIRY_FORM.responseNote}</p>
      {contact?.phone ? (
        <p className={styles.note}>
          {INQUIRY_FORM.talkInstead} <a href={phoneHref(contact.phone)}>{contact.phone}</a>
          {contact.email ? (
            <>
              {" "}
              {INQUIRY_FORM.orWrite} <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </>
          ) : null}
          .
        </p>
      ) : null}
    </form>
  );
}

/**
 * The thank-you in place of the sent form: whom we heard from, about what, by when a specialist
 * replies and what happens next. "Send another" is a plain GET of the page (a new address, so the
 * browser loads it: an empty form) that the island turns into showing the form again.
 */
function InquiryThanks({
  anchor,
  receipt,
  timeZone,
  returnTo,
  onAnother,
}: {
  anchor: string;
  receipt: InquiryReceipt;
  timeZone: string | undefined;
  returnTo: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Sent with JavaScript, the reader's focus moves to the news (the button that had it is gone).
  useEffect(() => heading.current?.focus(), []);
  const service = INQUIRY_SERVICES.find((known) => known === receipt.service);
  const [path = "/"] = returnTo.split("#");
  return (
    <div id={anchor} className={styles.thanks} role="status">
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        {INQUIRY_THANKS.title(receipt.name)}
      </h2>
      <p className={styles.thanksLead}>
        {service ? INQUIRY_THANKS.about(INQUIRY_FORM.serviceLabels[service]) : INQUIRY_THANKS.aboutNoService}{" "}
        <strong>{INQUIRY_THANKS.replyBy(replyTimeText(receipt.respondBy, timeZone))}</strong>
      </p>
      <h3 className={styles.nextHeading}>{INQUIRY_THANKS.nextHeading}</h3>
      <ol className={styles.steps}>
        {INQUIRY_THANKS.steps(receipt.email).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <form
        method="get"
        action={`${path}#${anchor}`}
        onSubmit={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        <button type="submit" className={styles.another}>
          {INQUIRY_THANKS.sendAnother}
        </button>
      </form>
    </div>
  );
}
