import { type NewsletterLanding as Landing, NEWSLETTER_TEXTS } from "@staffing/shared";
import { useCompanyProfile } from "../company-profile";
import ui from "../styles/ui.module.css";
import styles from "./NewsletterLanding.module.css";

const T = NEWSLETTER_TEXTS;

/** A landing page's title and text, as the newsletter's texts word them. */
export function newsletterLandingTexts(landing: Landing, company: string): { title: string; text: string } {
  switch (landing.page) {
    case "confirmed":
      return { title: T.confirmPage.title, text: T.confirmPage.body(company) };
    case "confirmInvalid":
      return { title: T.confirmPage.invalidTitle, text: T.confirmPage.invalidBody };
    case "unsubscribe":
      return { title: T.unsubscribePage.title, text: T.unsubscribePage.question(landing.email) };
    case "unsubscribed":
      return { title: T.unsubscribePage.doneTitle, text: T.unsubscribePage.doneBody(company) };
    case "unsubscribeInvalid":
      return { title: T.unsubscribePage.invalidTitle, text: T.unsubscribePage.invalidBody };
  }
}

/**
 * Where a newsletter e-mail's link lands: what following it did (confirmed, unsubscribed, or a link
 * that is no longer good), or the question with the button that unsubscribes (a plain form: it works
 * without JavaScript, and a link preview that fetches the page unsubscribes nobody).
 */
export function NewsletterLanding({ landing }: { landing: Landing }) {
  const { title, text } = newsletterLandingTexts(landing, useCompanyProfile().name);
  return (
    <section className={`${ui.container} ${styles.landing}`}>
      <h1>{title}</h1>
      <p className={ui.lead}>{text}</p>
      {landing.page === "unsubscribe" ? (
        <form method="post" action={landing.action}>
          <button type="submit" className={ui.primary}>
            {T.unsubscribePage.button}
          </button>
        </form>
      ) : null}
      <a href="/" className={landing.page === "unsubscribe" ? undefined : ui.primary}>
        {T.backToSite}
      </a>
    </section>
  );
}
