import {
  FORM_ID_FIELD,
  type FormOutcome,
  type InquiryService,
  JOB_ALERT_TEXTS,
  PUBLIC_FORMS,
  RETURN_TO_FIELD,
  TOASTS,
} from "@staffing/shared";
import { useState } from "react";
import { api, refusedFields } from "./api";
// The newsletter's look: an e-mail box and a button.
import styles from "./NewsletterForm.module.css";
import { showToast } from "./toast-bus";

export interface JobAlertFormProps {
  /** Which of the page's forms it is ("empty", "list"): its element's id, and the consent record's source. */
  place: string;
  /** The filters the alert asks for (the list's current ones); none: every new job. */
  service?: InquiryService | undefined;
  category?: string | undefined;
  /** The page to come back to after a post without JavaScript. */
  returnTo: string;
  /** This visitor's last post of this form without JavaScript, shown once. */
  outcome?: FormOutcome | null;
}

/**
 * An e-mail box and "Send me job alerts", for the filters the visitor chose. Without JavaScript it
 * posts to the server, which answers with the page again and the outcome; with it, the sign-up goes
 * through the API and a toast says how it went.
 */
export default function JobAlertForm({ place, service, category, returnTo, ...props }: JobAlertFormProps) {
  const [pending, setPending] = useState(false);
  const anchor = `${place}-${PUBLIC_FORMS.jobAlert.anchor}`;
  const outcome = props.outcome?.formId === anchor ? props.outcome : null;
  const source = `jobs-${place}`;
  const refused = outcome?.status === "invalid" ? outcome.fieldErrors?.email : undefined;
  const failed = outcome?.status === "failed" ? outcome.message : undefined;

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    setPending(true);
    try {
      await api.jobAlerts.subscribe.mutate({ email, service, category, source });
      form.reset();
      showToast({
        tone: "success",
        title: JOB_ALERT_TEXTS.checkInbox,
        description: JOB_ALERT_TEXTS.checkInboxDetail,
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
    <form id={anchor} method="post" action={PUBLIC_FORMS.jobAlert.action} onSubmit={subscribe}>
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
      <input type="hidden" name={FORM_ID_FIELD} value={anchor} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="service" value={service ?? ""} />
      <input type="hidden" name="category" value={category ?? ""} />
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={`${anchor}-email`}>
          {JOB_ALERT_TEXTS.emailLabel}
        </label>
        <input
          id={`${anchor}-email`}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={JOB_ALERT_TEXTS.emailLabel}
          defaultValue={outcome?.values?.email}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused || failed ? `${anchor}-message` : undefined}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {JOB_ALERT_TEXTS.submit}
        </button>
      </div>
      {outcome ? (
        <p
          id={`${anchor}-message`}
          role={outcome.status === "sent" ? "status" : "alert"}
          className={outcome.status === "sent" ? styles.sent : styles.error}
        >
          {outcome.status === "sent"
            ? `${JOB_ALERT_TEXTS.checkInbox} ${JOB_ALERT_TEXTS.checkInboxDetail}`
            : (refused ?? failed)}
        </p>
      ) : null}
    </form>
  );
}
