import { type Inquiry, seedCompanyProfile } from "@staffing/db";
import { type CompanyProfile, UNKNOWN_ATTRIBUTION } from "@staffing/shared";
import { describe, expect, it } from "vitest";
import { mailSender } from "./layout";
import type { MailMessage } from "./message";
import { inquiryAcknowledgementMail } from "./templates/inquiry-acknowledgement";
import { inquiryNotificationMail } from "./templates/inquiry-notification";
import { inquiryReplyMail } from "./templates/inquiry-reply";
import { inviteMail } from "./templates/invite";
import { newsletterConfirmationMail } from "./templates/newsletter-confirmation";
import { passwordRecoveryMail } from "./templates/password-recovery";
import { reauthenticationMail } from "./templates/reauthentication";

// Every mail as its recipient reads it, in both parts, composed from a company profile unlike the
// seeded one (its name, head office and contacts): what the foot shows comes from the profile as it
// is, never from a constant.
const PROFILE: CompanyProfile = {
  ...seedCompanyProfile,
  name: "Harbour Staffing",
  phones: [{ label: "Main office", number: "+1 (604) 555-0100" }],
  emails: [{ label: "General", address: "hello@harbour.example" }],
  offices: seedCompanyProfile.offices
    .slice(0, 1)
    .map((office) => ({ ...office, street: "1 Pier Road", city: "Vancouver", postalCode: "V6B 1A1" })),
};
const sender = mailSender(PROFILE);
const SITE = "https://www.harbour.example";

const inquiry = (typed: Partial<Inquiry>): Inquiry => ({
  id: "0b8e4c1e-7d1a-4a4e-9d55-3f1f2c9a0001",
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy Labs",
  service: null,
  message: "We need three virtual assistants.",
  status: "new",
  source: "website",
  idempotencyKey: null,
  assigneeId: null,
  firstRespondedAt: null,
  openedAt: null,
  openedById: null,
  attribution: UNKNOWN_ATTRIBUTION,
  createdAt: new Date("2026-11-26T09:00:00Z"),
  updatedAt: new Date("2026-11-26T09:00:00Z"),
  ...typed,
});

const everyMail: [string, MailMessage][] = [
  ["the inquiry notification", inquiryNotificationMail(inquiry({}), "staff@example.com", SITE, sender)],
  ["the inquiry acknowledgement", inquiryAcknowledgementMail("grace@example.com", PROFILE, 24, sender)],
  [
    "a reply to an inquiry",
    inquiryReplyMail(
      {
        to: "grace@example.com",
        toName: "Grace",
        staffName: "Ada",
        staffEmail: "ada@harbour.example",
        subject: "Your inquiry",
        body: "Hello.",
      },
      sender,
    ),
  ],
  ["the reauthentication code", reauthenticationMail("ada@harbour.example", "123456", sender)],
  ["the invite", inviteMail("new@example.com", "editor", `${SITE}/admin/set-password#t`, sender)],
  [
    "the newsletter confirmation",
    newsletterConfirmationMail(
      { email: "reader@example.com", source: "footer", unsubscribeUrl: `${SITE}/newsletter/unsubscribe?t=1` },
      `${SITE}/newsletter/confirm?t=1`,
      sender,
    ),
  ],
  [
    "the password reset",
    passwordRecoveryMail("staff@example.com", `${SITE}/admin/set-password#r`, "123456", sender),
  ],
];

describe("every mail", () => {
  it.each(everyMail)(
    "%s is signed with the profile's name, head office, phone and e-mail, in text and HTML",
    (_mail, message) => {
      const office = PROFILE.offices[0];
      for (const part of [message.text, message.html]) {
        for (const line of [
          PROFILE.name,
          office?.street,
          office?.city,
          office?.region,
          office?.postalCode,
          office?.country,
          PROFILE.phones[0]?.number,
          PROFILE.emails[0]?.address,
        ]) {
          expect(part).toContain(line);
        }
      }
    },
  );
});

describe("what a visitor typed", () => {
  const typed = inquiryNotificationMail(
    inquiry({ name: "<script>x</script>", message: "<b>hi</b>" }),
    "staff@example.com",
    SITE,
    sender,
  );

  it("is escaped in the HTML part, so it shows as typed and runs nothing", () => {
    expect(typed.html).not.toContain("<script>x</script>");
    expect(typed.html).not.toContain("<b>hi</b>");
    expect(typed.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(typed.html).toContain("&lt;b&gt;hi&lt;/b&gt;");
  });

  it("stays as typed in the text part", () => {
    expect(typed.text).toContain("<b>hi</b>");
    expect(typed.subject).toContain("<script>x</script>");
  });
});
