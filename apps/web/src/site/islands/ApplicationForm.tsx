import {
  APPLICATION_CONSENT,
  APPLICATION_FORM,
  APPLICATION_MESSAGES,
  APPLICATION_THANKS,
  type ApplicantReceipt,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  FORM_ID_FIELD,
  type FormOutcome,
  JOBS_PATH,
  PRIVACY_PATH,
  PUBLIC_FORMS,
  RETURN_TO_FIELD,
  VISIT_FIELDS,
} from "@staffing/shared";
import { useEffect, useRef, useState } from "react";
import styles from "./ApplicationForm.module.css";
// The inquiry form's fields, messages and buttons, written once there; this form adds its card and file.
import base from "./InquiryForm.module.css";
import { visitAttribution } from "./visit-attribution";

export interface ApplicationFormProps {
  job: { slug: string; title: string };
  /** The job's page, to come back to after a post without JavaScript. */
  returnTo: string;
  /** This visitor's last post of the form without JavaScript, shown once. */
  outcome?: FormOutcome | null;
  /** The company's address, for those who would rather write (from its profile). */
  email?: string | null;
}

type FieldName = "name" | "email" | "phone" | "resume" | "coverNote" | "consent";
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: FieldName[] = ["name", "email", "phone", "resume", "coverNote", "consent"];

// What the file input offers (the server decides by the bytes, whatever is chosen).
const ACCEPT = Object.values(DOCUMENT_KINDS)
  .flatMap(({ extension, mimeType }) => [`.${extension}`, mimeType])
  .join(",");

// zod (the server's schema is written in it) is fetched when the form is sent, not with the island.
const loadValidation = () => import("./application-validation");

/** The server's answer to the REST call, as the form reads it. */
interface Answer {
  status: number;
  body: { jobTitle?: string; message?: string; fields?: Record<string, string[]> } | null;
}

/**
 * The application form on a job's page (issue 30 point 3). A plain multipart HTML form first: sent
 * without JavaScript it posts to /forms/application, which answers with the outcome on this page.
 * Once the island runs, it checks the fields with the server's schema and the résumé's size, sends
 * the form to POST /api/jobs/{slug}/applications, and shows how much is sent. Either way the form's
 * one-time key (idempotencyKey) makes it one application.
 */
export default function ApplicationForm({ job, returnTo, outcome, email }: ApplicationFormProps) {
  const [errors, setErrors] = useState<FieldErrors>(
    outcome?.status === "invalid" ? (outcome.fieldErrors ?? {}) : {},
  );
  const [failed, setFailed] = useState<string | null>(
    outcome?.status === "failed" ? (outcome.message ?? APPLICATION_FORM.failed) : null,
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [receipt, setReceipt] = useState<ApplicantReceipt | null>(
    outcome?.status === "sent" ? (outcome.applicant ?? null) : null,
  );
  // Empty in the page's HTML (boot.ts fills it before anything can be pressed).
  const [idempotencyKey] = useState("");
  const { action, anchor } = PUBLIC_FORMS.application;
  const values = outcome?.status === "sent" ? undefined : outcome?.values;
  const id = (field: string) => `${anchor}-${field}`;
  const pending = progress !== null;

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(
      [...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const resume = data.get("resume");
    const file = resume instanceof File && resume.name ? resume : null;
    setProgress(0);
    setFailed(null);
    try {
      const { applicationFieldErrors } = await loadValidation();
      const refused: FieldErrors = { ...applicationFieldErrors({ ...fields, attribution: null }) };
      if (!file) refused.resume = APPLICATION_MESSAGES.resumeRequired;
      else if (file.size > DOCUMENT_MAX_BYTES) refused.resume = APPLICATION_MESSAGES.resumeTooLarge;
      else if (file.size === 0) refused.resume = APPLICATION_MESSAGES.resumeEmpty;
      if (Object.keys(refused).length > 0) return refuse(form, refused);
      setErrors({});
      data.set("attribution", JSON.stringify(visitAttribution()));
      const answer = await upload(
        `/api${JOBS_PATH}/${encodeURIComponent(job.slug)}/applications`,
        data,
        setProgress,
      );
      if (answer.status === 201) {
        setReceipt({ name: (fields.name ?? "").trim(), email: (fields.email ?? "").trim() });
        return;
      }
      const fieldErrors = Object.fromEntries(
        Object.entries(answer.body?.fields ?? {}).map(([name, messages]) => [name, messages[0] ?? ""]),
      ) as FieldErrors;
      if (Object.keys(fieldErrors).length > 0) refuse(form, fieldErrors);
      else setFailed(answer.body?.message ?? APPLICATION_FORM.failed);
    } catch {
      // The typed text and the chosen file stay: nothing is lost when the server cannot be reached.
      setFailed(APPLICATION_FORM.failed);
    } finally {
      setProgress(null);
    }
  }

  function refuse(form: HTMLFormElement, refused: FieldErrors) {
    setErrors(refused);
    const first = FIELD_ORDER.find((name) => refused[name]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  if (receipt) return <ApplicationThanks anchor={anchor} receipt={receipt} jobTitle={job.title} />;

  // After a post without JavaScript that was refused, the page opens at the first field to mend.
  const firstRefused =
    outcome?.status === "invalid" ? FIELD_ORDER.find((name) => outcome.fieldErrors?.[name]) : undefined;
  const described = (name: FieldName, hint?: boolean) =>
    [hint ? id(`${name}-hint`) : null, errors[name] ? id(`${name}-error`) : null].filter(Boolean).join(" ") ||
    undefined;
  const field = (name: FieldName, hint?: boolean) => ({
    id: id(name),
    name,
    autoFocus: name === firstRefused,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": described(name, hint),
  });
  const error = (name: FieldName) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className={base.error}>
        {errors[name]}
      </p>
    ) : null;
  const required = <span className={styles.required}> ({APPLICATION_FORM.required})</span>;

  return (
    <form
      id={anchor}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={send}
      className={`${base.form} ${styles.form}`}
      aria-labelledby={id("heading")}
    >
      <h2 id={id("heading")} className={base.heading}>
        {APPLICATION_FORM.heading}
      </h2>
      <p className={styles.intro}>{APPLICATION_FORM.intro}</p>
      {failed ? (
        <p role="alert" className={base.failed}>
          {failed}
        </p>
      ) : null}
      <input type="hidden" name="job" value={job.slug} />
      <input type="hidden" name="idempotencyKey" defaultValue={idempotencyKey} />
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
      <input type="hidden" name={FORM_ID_FIELD} value={anchor} />
      {/* Where the visit began, for a post without the island (the loader fills them in). */}
      {VISIT_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      <div className={base.fields}>
        <div className={`${base.field} ${styles.field}`}>
          <label htmlFor={id("name")}>
            {APPLICATION_FORM.name}
            {required}
          </label>
          <input
            {...field("name")}
            defaultValue={values?.name}
            autoComplete="name"
            required
            aria-required="true"
          />
          {error("name")}
        </div>
        <div className={`${base.field} ${styles.field}`}>
          <label htmlFor={id("email")}>
            {APPLICATION_FORM.email}
            {required}
          </label>
          <input
            {...field("email")}
            defaultValue={values?.email}
            type="email"
            autoComplete="email"
            required
            aria-required="true"
          />
          {error("email")}
        </div>
        <div className={`${base.field} ${styles.field}`}>
          <label htmlFor={id("phone")}>{APPLICATION_FORM.phone}</label>
          <input {...field("phone")} defaultValue={values?.phone} type="tel" autoComplete="tel" />
          {error("phone")}
        </div>
        <div className={`${base.field} ${styles.field}`}>
          <label htmlFor={id("resume")}>
            {APPLICATION_FORM.resume}
            {required}
          </label>
          {/* A file input is a button to assistive technology: its refusal is told through aria-describedby. */}
          <input
            id={id("resume")}
            name="resume"
            type="file"
            accept={ACCEPT}
            required
            aria-describedby={described("resume", true)}
          />
          <p id={id("resume-hint")} className={styles.hint}>
            {APPLICATION_FORM.resumeHint}
          </p>
          {error("resume")}
        </div>
        <div className={`${base.field} ${styles.field} ${base.wide}`}>
          <label htmlFor={id("coverNote")}>{APPLICATION_FORM.coverNote}</label>
          <textarea {...field("coverNote", true)} defaultValue={values?.coverNote} rows={5} />
          <p id={id("coverNote-hint")} className={styles.hint}>
            {APPLICATION_FORM.coverNoteHint}
          </p>
          {error("coverNote")}
        </div>
        <div className={`${styles.consent} ${base.wide}`}>
          <input
            {...field("consent")}
            type="checkbox"
            value="on"
            defaultChecked={values?.consent === "on"}
            required
            aria-required="true"
          />
          <label htmlFor={id("consent")}>
            {APPLICATION_CONSENT.before}
            <a href={PRIVACY_PATH}>{APPLICATION_CONSENT.link}</a>
            {APPLICATION_CONSENT.after}
          </label>
          {error("consent")}
        </div>
        {/* Out of sight and out of reach of assistive technology; bots fill it in. */}
        <div aria-hidden="true" className={base.trap}>
          <label htmlFor={id("website")}>Website</label>
          <input id={id("website")} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <button type="submit" className={base.submit} disabled={pending}>
        {pending ? APPLICATION_FORM.sending : APPLICATION_FORM.submit}
      </button>
      {/* Announced as it moves, so a screen reader hears how far the upload is. */}
      <p className={styles.progress} role="status">
        {pending ? APPLICATION_FORM.progress(progress) : ""}
      </p>
      {pending ? <progress className={styles.bar} max={100} value={progress} aria-hidden="true" /> : null}
      {email ? (
        <p className={`${base.note} ${styles.note}`}>
          {APPLICATION_FORM.orEmail} <a href={`mailto:${email}`}>{email}</a>.
        </p>
      ) : null}
    </form>
  );
}

/** Sends the form with the upload's progress (fetch cannot tell it), answering the status and JSON body. */
function upload(url: string, data: FormData, onProgress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => resolve({ status: request.status, body: request.response as Answer["body"] });
    request.onerror = () => reject(new Error("network"));
    request.send(data);
  });
}

/** The thank-you in place of the sent form: whom we heard from, for which job, and what happens next. */
function ApplicationThanks({
  anchor,
  receipt,
  jobTitle,
}: {
  anchor: string;
  receipt: ApplicantReceipt;
  jobTitle: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Sent with JavaScript, the reader's focus moves to the news (the button that had it is gone).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div id={anchor} className={`${base.thanks} ${styles.thanks}`} role="status">
      <h2 ref={heading} tabIndex={-1} className={base.heading}>
        {APPLICATION_THANKS.title(receipt.name)}
      </h2>
      <p className={base.thanksLead}>{APPLICATION_THANKS.received(jobTitle)}</p>
      <h3 className={base.nextHeading}>{APPLICATION_THANKS.nextHeading}</h3>
      <ol className={base.steps}>
        {APPLICATION_THANKS.steps(receipt.email).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={`${base.note} ${styles.note}`}>
        <a href={JOBS_PATH}>{APPLICATION_THANKS.otherJobs}</a>
      </p>
    </div>
  );
}
