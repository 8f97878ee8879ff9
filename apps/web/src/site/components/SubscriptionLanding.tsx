import {
  JOB_ALERT_TEXTS,
  JOBS_PATH,
  type JobAlertLanding,
  type SubscriptionLanding as Landing,
  NEWSLETTER_TEXTS,
  type NewsletterLanding,
} from "@staffing/shared";
import { useCompanyProfile } from "../company-profile";
import ui from "../styles/ui.module.css";
import styles from "./SubscriptionLanding.module.css";

interface LandingView {
  title: string;
  text: string;
  /** The button that acts (a plain form posting to the link itself), if the page asks first. */
  button?: { label: string; action: string };
  back: { label: string; href: string };
}

function newsletterView(landing: NewsletterLanding, company: string): LandingView {
  const T = NEWSLETTER_TEXTS;
  const back = { label: T.backToSite, href: "/" };
  switch (landing.page) {
    case "confirmed":
      return { title: T.confirmPage.title, text: T.confirmPage.body(company), back };
    case "confirmInvalid":
      return { title: T.confirmPage.invalidTitle, text: T.confirmPage.invalidBody, back };
    case "unsubscribe":
      return {
        title: T.unsubscribePage.title,
        text: T.unsubscribePage.question(landing.email),
        button: { label: T.unsubscribePage.button, action: landing.action },
        back,
      };
    case "unsubscribed":
      return { title: T.unsubscribePage.doneTitle, text: T.unsubscribePage.doneBody(company), back };
    case "unsubscribeInvalid":
      return { title: T.unsubscribePage.invalidTitle, text: T.unsubscribePage.invalidBody, back };
  }
}

function jobAlertView(landing: JobAlertLanding, company: string): LandingView {
  const T = JOB_ALERT_TEXTS;
  const back = { label: T.backToJobs, href: JOBS_PATH };
  switch (landing.page) {
    case "confirm":
      return {
        title: T.confirmPage.title,
        text: T.confirmPage.question(landing.filters),
        button: { label: T.confirmPage.button, action: landing.action },
        back,
      };
    case "confirmed":
      return { title: T.confirmPage.doneTitle, text: T.confirmPage.doneBody(company), back };
    case "confirmInvalid":
      return { title: T.confirmPage.invalidTitle, text: T.confirmPage.invalidBody, back };
    case "unsubscribe":
      return {
        title: T.unsubscribePage.title,
        text: T.unsubscribePage.question(landing.email, landing.filters),
        button: { label: T.unsubscribePage.button, action: landing.action },
        back,
      };
    case "unsubscribed":
      return { title: T.unsubscribePage.doneTitle, text: T.unsubscribePage.doneBody, back };
    case "unsubscribeInvalid":
      return { title: T.unsubscribePage.invalidTitle, text: T.unsubscribePage.invalidBody, back };
  }
}

/** A landing page's title, text and button, as its list's texts word them. */
export const subscriptionLandingView = (landing: Landing, company: string): LandingView =>
  "list" in landing ? jobAlertView(landing, company) : newsletterView(landing, company);

/**
 * Where a subscription e-mail's link lands: what following it did (confirmed, unsubscribed, or a link
 * that is no longer good), or the question with the button that acts (a plain form: it works without
 * JavaScript, and a link preview that fetches the page changes nobody's subscription).
 */
export function SubscriptionLanding({ landing }: { landing: Landing }) {
  const { title, text, button, back } = subscriptionLandingView(landing, useCompanyProfile().name);
  return (
    <section className={`${ui.container} ${styles.landing}`}>
      <h1>{title}</h1>
      <p className={ui.lead}>{text}</p>
      {button ? (
        <form method="post" action={button.action}>
          <button type="submit" className={ui.primary}>
            {button.label}
          </button>
        </form>
      ) : null}
      <a href={back.href} className={button ? undefined : ui.primary}>
        {back.label}
      </a>
    </section>
  );
}
