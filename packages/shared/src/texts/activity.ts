import type { InquiryStatus, UserRole } from "../constants";
import { ROLE_LABELS } from "../roles";
import { INQUIRY_STATUS_LABELS } from "./admin";

// The dashboard's 'Recent activity' (issue 29): the audit log told in sentences, people by their
// names, records by what readers call them ('Maria published the page About us').

export const ADMIN_ACTIVITY = {
  heading: "Recent activity",
  empty: "Nothing has been changed yet. Changes made in the admin panel appear here.",
  loadFailed: "Failed to fetch the recent activity.",
  /** The one reading the feed. */
  you: "You",
  /** The reader, further on in a sentence ('… assigned it to you'). */
  toYou: "you",
  yourself: "yourself",
  /** Someone whose account is gone: at the start of a sentence, and further on. */
  formerStaff: "A former staff member",
  aFormerStaffMember: "a former staff member",
  content: {
    created: (who: string, noun: string, name: string) => `${who} created the ${noun} ${name}`,
    edited: (who: string, noun: string, name: string) => `${who} edited the ${noun} ${name}`,
    published: (who: string, noun: string, name: string) => `${who} published the ${noun} ${name}`,
    scheduled: (who: string, noun: string, name: string) => `${who} scheduled the ${noun} ${name}`,
    unpublished: (who: string, noun: string, name: string) => `${who} unpublished the ${noun} ${name}`,
    deleted: (who: string, noun: string, name: string) => `${who} deleted the ${noun} ${name}`,
  },
  inquiry: {
    assigned: (who: string, name: string, to: string) => `${who} assigned ${name}'s inquiry to ${to}`,
    unassigned: (who: string, name: string) => `${who} removed the assignee of ${name}'s inquiry`,
    status: (who: string, name: string, status: InquiryStatus) =>
      `${who} moved ${name}'s inquiry to ${INQUIRY_STATUS_LABELS[status]}`,
    note: (who: string, name: string) => `${who} added a note to ${name}'s inquiry`,
    reply: (who: string, name: string) => `${who} replied to ${name}`,
    deleted: (who: string, name: string) => `${who} deleted ${name}'s inquiry`,
    changed: (who: string, name: string) => `${who} updated ${name}'s inquiry`,
  },
  user: {
    added: (who: string, name: string, role: UserRole) => `${who} added ${name} as ${ROLE_LABELS[role]}`,
    role: (who: string, name: string, role: UserRole) =>
      `${who} changed the role of ${name} to ${ROLE_LABELS[role]}`,
    disabled: (who: string, name: string) => `${who} disabled the account of ${name}`,
    enabled: (who: string, name: string) => `${who} enabled the account of ${name}`,
    renamed: (who: string, name: string) => `${who} changed their name to ${name}`,
    renamedYours: (name: string) => `You changed your name to ${name}`,
    changed: (who: string, name: string) => `${who} updated the account of ${name}`,
    removed: (who: string, name: string) => `${who} removed the account of ${name}`,
  },
  secondFactor: {
    added: (who: string) => `${who} set up two-factor sign-in`,
    removedOwn: (who: string) => `${who} turned off two-factor sign-in`,
    removed: (who: string, owner: string) => `${who} removed the two-factor sign-in of ${owner}`,
  },
  security: {
    required: (who: string) => `${who} required two-factor sign-in for all staff`,
    notRequired: (who: string) => `${who} stopped requiring two-factor sign-in`,
  },
  job: {
    created: (who: string, name: string) => `${who} created the job ${name}`,
    opened: (who: string, name: string) => `${who} opened the job ${name} to candidates`,
    scheduled: (who: string, name: string) => `${who} scheduled the job ${name} to open`,
    closed: (who: string, name: string) => `${who} closed the job ${name}`,
    filled: (who: string, name: string) => `${who} marked the job ${name} as filled`,
    drafted: (who: string, name: string) => `${who} took the job ${name} back to draft`,
    edited: (who: string, name: string) => `${who} edited the job ${name}`,
    deleted: (who: string, name: string) => `${who} deleted the job ${name}`,
  },
  companyProfile: (who: string) => `${who} updated the company profile`,
  navigation: (who: string) => `${who} changed the menus`,
  other: {
    created: (who: string, noun: string, name: string) => `${who} added the ${noun} ${name}`,
    updated: (who: string, noun: string, name: string) => `${who} updated the ${noun} ${name}`,
    deleted: (who: string, noun: string, name: string) => `${who} deleted the ${noun} ${name}`,
  },
  /** Each kind of record as a sentence names it ('the page About us', 'the SEO setting Blog'). */
  nouns: {
    page: "page",
    blog_post: "blog post",
    inquiry: "inquiry",
    seo_setting: "SEO setting",
    user: "account",
    mfa_factor: "second factor",
    newsletter_subscriber: "subscriber",
    media: "image",
    redirect: "redirect",
    company_profile: "company profile",
    webhook: "webhook",
    staff_security: "sign-in security",
    navigation: "menus",
    person: "person",
    job: "job",
    application: "application",
    candidate: "candidate",
  },
  feedSize: 10,
} as const;
