import {
  FOOTER,
  FORM_ID_FIELD,
  type FormOutcome,
  NEWSLETTER_TEXTS,
  PUBLIC_FORMS,
  RETURN_TO_FIELD,
  TOASTS,
} from "@staffing/shared";
import { useState } from "react";
import { api, refusedFields } from "./api";
import styles from "./NewsletterForm.module.css";
import { showToast } from "./toast-bus";

export interface NewsletterFormProps {
  tone: "dark" | "light";
  /** The page to come back to after a post without JavaScript. */
  returnTo: string;
  /** This visitor's last post of this form without JavaScript, shown once. */
  outcome?: FormOutcome | null;
  /** Set when the page carries the form a second time, to keep its ids apart. */
  idPrefix?: string;
}

/**
 * An e-mail box and Subscribe. Without JavaScript it posts to the server, which answers with the page
 * again and the outcome; with it, the address goes through the API and a toast says how it went.
 */
export default function NewsletterForm({ tone, returnTo, idPrefix, ...props }: NewsletterFormProps) {
  const [pending, setPending] = useState(false);
  const { action } = PUBLIC_FORMS.newsletter;
  const anchor = idPrefix ? `${idPrefix}-${PUBLIC_FORMS.newsletter.anchor}` : PUBLIC_FORMS.newsletter.anchor;
  const outcome = props.outcome?.formId === anchor ? props.outcome : null;
  // Which form the address came from, kept with the subscriber's consent.
  const source = idPrefix ?? "footer";
  const refused = outcome?.status === "invalid" ? outcome.fieldErrors?.email : undefined;
  const failed = outcome?.status === "failed" ? outcome.message : undefined;

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    setPending(true);
    try {
      await api.newsletter.subscribe.mutate({ email, source });
      form.reset();
      showToast({
        tone: "success",
        title: NEWSLETTER_TEXTS.checkInbox,
        description: NEWSLETTER_TEXTS.checkInboxDetail,
      });
    } catch (error) {
      // A refused address in the words of its field, never the validator's whole report.
      const description = refusedFields(error)?.email ?? (error as Error).message;
      showToast({ tone: "error", title: TOASTS.errorTitle, description });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      id={anchor}
      method="post"
      action={action}
      onSubmit={subscribe}
      className={tone === "dark" ? styles.dark : undefined}
    >
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
      <input type="hidden" name={FORM_ID_FIELD} value={anchor} />
      <input type="hidden" name="source" value={source} />
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={`${anchor}-email`}>
          {FOOTER.newsletterLabel}
        </label>
        <input
          id={`${anchor}-email`}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={FOOTER.newsletterLabel}
          defaultValue={outcome?.values?.email}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused || failed ? `${anchor}-message` : undefined}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {FOOTER.subscribe}
        </button>
      </div>
      {outcome ? (
        <p
          id={`${anchor}-message`}
          role={outcome.status === "sent" ? "status" : "alert"}
          className={outcome.status === "sent" ? styles.sent : styles.error}
        >
          {outcome.status === "sent"
            ? `${NEWSLETTER_TEXTS.checkInbox} ${NEWSLETTER_TEXTS.checkInboxDetail}`
            : (refused ?? failed)}
        </p>
      ) : null}
    </form>
  );
}
