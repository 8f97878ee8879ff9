import { COMPANY } from "../company";

// The e-mails the site sends: each subject, paragraph and button label written once, for the mail
// templates and the tests that read the mails.

export const MAIL_TEXTS = {
  footer: {
    sentBy: `${COMPANY.name}, ${COMPANY.address.street}, ${COMPANY.address.city}, ${COMPANY.address.region} ${COMPANY.address.postalCode}, ${COMPANY.address.country}`,
  },
  inquiry: {
    subject: (name: string, company: string | null) =>
      `New inquiry from ${name}${company ? ` (${company})` : ""}`,
    intro: `A new inquiry arrived on the ${COMPANY.name} website.`,
    labels: {
      name: "Name",
      email: "Email",
      company: "Company",
      service: "Service",
      received: "Received",
      id: "Inquiry id",
    },
    noService: "Not specified",
    noMessage: "(no message)",
    action: "Open the inquiries",
  },
  recovery: {
    subject: `Reset your password for the ${COMPANY.name} admin`,
    intro: `Someone asked to reset the password of your ${COMPANY.name} admin account.`,
    action: "Choose a new password",
    code: (code: string) => `Or enter this code on the reset screen: ${code}`,
    validity: (hours: number) =>
      `The link and the code work once, for ${hours} hour${hours === 1 ? "" : "s"}.`,
    ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  invite: {
    subject: `You are invited to the ${COMPANY.name} admin`,
    intro: (role: string) => `You have been invited to the ${COMPANY.name} admin panel as ${role}.`,
    action: "Accept the invite and choose a password",
    validity: (days: number) =>
      `The link works once, for ${days} days. After that, ask an admin to send a new one.`,
    ignore: "If you were not expecting this, you can ignore this e-mail.",
  },
  newsletterConfirmation: {
    subject: `Confirm your subscription to the ${COMPANY.name} newsletter`,
    intro: `Thank you for subscribing to news from ${COMPANY.name}.`,
    ask: "Please confirm that you want to receive our e-mails. Until you do, we send you nothing else.",
    action: "Yes, subscribe me",
    ignore: "If you did not ask for this, ignore this e-mail and you will not hear from us again.",
  },
  newsletterFooter: {
    why: (source: string) =>
      `You are receiving this because this address was subscribed on our website (${source}).`,
    stop: "To stop receiving these e-mails:",
    unsubscribe: "Unsubscribe",
  },
} as const;
