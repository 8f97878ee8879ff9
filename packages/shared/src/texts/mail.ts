import type { CompanyOffice } from "../schemas/company-profile";

// The e-mails the site sends: each subject, paragraph and button label written once, for the mail
// templates and the tests that read the mails. `company` is the company profile's name, read when
// the mail is composed.

export const MAIL_TEXTS = {
  footer: {
    /** The sender and the head office's postal address (Canada's anti-spam law asks for them). */
    sentBy: (company: string, office: CompanyOffice | undefined) =>
      [
        company,
        office?.street,
        office?.city,
        [office?.region, office?.postalCode].filter(Boolean).join(" "),
        office?.country,
      ]
        .filter(Boolean)
        .join(", "),
    /** How to reach the company: its main number and address. */
    reach: (phone: string | undefined, email: string | undefined) =>
      [phone && `Phone ${phone}`, email && `E-mail ${email}`].filter(Boolean).join(" · "),
  },
  inquiry: {
    subject: (name: string, company: string | null) =>
      `New inquiry from ${name}${company ? ` (${company})` : ""}`,
    intro: (company: string) => `A new inquiry arrived on the ${company} website.`,
    labels: {
      name: "Name",
      email: "Email",
      company: "Company",
      service: "Service",
      received: "Received",
      respondBy: "Reply by",
    },
    noCompany: "Not given",
    noService: "Not specified",
    noMessage: "(no message)",
    action: "Open this inquiry",
    replyHint: "Reply to this e-mail to write to them directly, or open the inquiry to reply from the admin.",
  },
  /**
   * A staff member's answer to an inquiry: exactly the words of the compose box (which starts with
   * the greeting), then their name and the company's.
   */
  inquiryReply: {
    subject: (company: string) => `Your inquiry to ${company}`,
    /** The compose box's first line: the inquirer by their first name. */
    greeting: (name: string) => `Hi ${name.trim().split(/\s+/)[0] || name},`,
    signature: (staffName: string, company: string) => `${staffName}, ${company}`,
  },
  /**
   * To the visitor, about their inquiry. It repeats nothing they typed (name, message): the form
   * takes any address, and a mail of ours must not carry a stranger's words to it.
   */
  inquiryAcknowledgement: {
    subject: (company: string) => `Thank you for contacting ${company}`,
    intro: (company: string) =>
      `Thank you for your inquiry on the ${company} website: it has reached our team.`,
    next: "What happens next: one of our staffing specialists reads it and writes back to this address with any questions and a first proposal.",
    received: (when: string) => `We received it on ${when}.`,
    promise: (hours: number) => `We respond within ${hours} hours.`,
    reach: "If you would rather talk to us now:",
    labels: { phone: "Phone", email: "E-mail", hours: "Hours" },
    notYou: "If you did not send this inquiry, reply to tell us and we will delete it.",
  },
  /** To the recruiters, about a new application (issue 30). */
  application: {
    subject: (name: string, jobTitle: string) => `New application from ${name}: ${jobTitle}`,
    intro: (company: string) => `A candidate applied on the ${company} website.`,
    labels: {
      job: "Job",
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      resume: "Résumé",
      received: "Received",
    },
    noPhone: "Not given",
    noCoverNote: "(no cover note)",
    action: "Open this application",
    replyHint: "Reply to this e-mail to write to the candidate directly.",
  },
  /**
   * To the candidate: the job, what happens next, nothing tracked (no image, no link). It repeats
   * nothing they typed but the job they chose: the form takes any address.
   */
  applicationAcknowledgement: {
    subject: (jobTitle: string) => `Your application for ${jobTitle}`,
    intro: (jobTitle: string, company: string) =>
      `Thank you for applying for ${jobTitle} with ${company}: your application and résumé have reached our recruiting team.`,
    received: (when: string) => `We received it on ${when}.`,
    nextHeading: "What happens next:",
    next: [
      "A recruiter reads your application and résumé, usually within two business days.",
      "If your experience matches the role, they contact you to arrange a first conversation.",
      "Either way, we let you know how your application stands.",
    ],
    privacy:
      "We keep your application only to consider you for this and similar roles, as our privacy notice explains; reply to this e-mail to have it deleted at any time.",
    notYou: "If you did not apply, reply to tell us and we will delete the application.",
  },
  recovery: {
    subject: (company: string) => `Reset your password for the ${company} admin`,
    intro: (company: string) => `Someone asked to reset the password of your ${company} admin account.`,
    action: "Choose a new password",
    code: (code: string) => `Or enter this code on the reset screen: ${code}`,
    validity: (hours: number) =>
      `The link and the code work once, for ${hours} hour${hours === 1 ? "" : "s"}.`,
    ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  reauthentication: {
    subject: (company: string) => `Your code to confirm a password change at the ${company} admin`,
    intro: (company: string) =>
      `Someone signed in to your ${company} admin account asked to change its password.`,
    code: (code: string) => `Enter this code to confirm the change: ${code}`,
    validity: (minutes: number) => `The code works once, for ${minutes} minutes.`,
    ignore:
      "If you did not ask for this, do not give the code to anyone, and change your password: someone may be signed in as you.",
  },
  invite: {
    subject: (company: string) => `You are invited to the ${company} admin`,
    intro: (company: string, role: string) =>
      `You have been invited to the ${company} admin panel with the ${role} role.`,
    action: "Accept the invite and choose a password",
    validity: (days: number) =>
      `The link works once, for ${days} days. After that, ask an admin to send a new one.`,
    ignore: "If you were not expecting this, you can ignore this e-mail.",
  },
  newsletterConfirmation: {
    subject: (company: string) => `Confirm your subscription to the ${company} newsletter`,
    intro: (company: string) => `Thank you for subscribing to news from ${company}.`,
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
