// The newsletter's texts: what the public form says after subscribing (the form shows it), and the
// confirm and unsubscribe pages the e-mailed links open.

export const NEWSLETTER_TEXTS = {
  /** After the form is sent: nothing is subscribed until the e-mailed link is followed (CASL). */
  checkInbox: "Almost there: check your inbox and confirm your subscription.",
  checkInboxDetail: "We sent you an e-mail with a link. Until you follow it, we send you nothing else.",
  confirmPage: {
    title: "Subscription confirmed",
    body: (company: string) =>
      `Thank you. You will receive news from ${company}. Every e-mail has a link to unsubscribe.`,
    invalidTitle: "This link is no longer valid",
    invalidBody:
      "The confirmation link has expired or was replaced by a newer one. Subscribe again on our website to get a new link.",
  },
  unsubscribePage: {
    title: "Unsubscribe from the newsletter",
    question: (email: string) => `Stop sending newsletter e-mails to ${email}?`,
    button: "Unsubscribe",
    doneTitle: "You are unsubscribed",
    doneBody: (company: string) =>
      `We will send no more newsletter e-mails to this address. You can subscribe again on the ${company} website at any time.`,
    invalidTitle: "This link is not valid",
    invalidBody:
      "We could not find a subscription for this link. If you keep receiving our e-mails, reply to one of them.",
  },
  backToSite: "Back to the website",
} as const;
