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
