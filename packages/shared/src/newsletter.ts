// Newsletter subscribers under Canada's anti-spam law (CASL): consent is confirmed by the subscriber,
// recorded with where it was given, and can be withdrawn from every mail.

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** The form a subscription came from when the client does not say. */
export const NEWSLETTER_SOURCE_DEFAULT = "website";

/** How long a confirmation link stays good. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_CONFIRM_PATH = "/api/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";

/**
 * What a landing page of the newsletter's e-mailed links shows: the server follows the link (the
 * token), then the site renders the outcome with its header and footer.
 */
export type NewsletterLanding =
  | { page: "confirmed" }
  | { page: "confirmInvalid" }
  /** The question and its button, which posts to `action` (the link, token included). */
  | { page: "unsubscribe"; email: string; action: string }
  | { page: "unsubscribed" }
  | { page: "unsubscribeInvalid" };
