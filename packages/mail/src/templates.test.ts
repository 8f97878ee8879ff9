import { type Inquiry, seedCompanyProfile } from "@staffing/db";
import { type CompanyProfile, INQUIRY_FORM, MAIL_TEXTS, UNKNOWN_ATTRIBUTION } from "@staffing/shared";
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
import { whitepaperDeliveryMail } from "./templates/whitepaper-delivery";

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
// A zone other than the seeded one, and a moment whose UTC day is not the company's.
const ZONE = "America/Toronto";
const CONTEXT = { siteUrl: SITE, timeZone: ZONE, responseHours: 24 };

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
  whitepaperId: null,
  createdAt: new Date("2026-11-26T09:00:00Z"),
  updatedAt: new Date("2026-11-26T09:00:00Z"),
  ...typed,
});

const everyMail: [string, MailMessage][] = [
  ["the inquiry notification", inquiryNotificationMail(inquiry({}), "staff@example.com", CONTEXT, sender)],
  [
    "the inquiry acknowledgement",
    inquiryAcknowledgementMail("grace@example.com", new Date("2026-11-26T09:00:00Z"), PROFILE, 24, sender),
  ],
  [
    "a reply to an inquiry",
    inquiryReplyMail(
      {
        to: "grace@example.com",
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
  [
    "a requested whitepaper",
    whitepaperDeliveryMail(
      {
        to: "grace@example.com",
        name: "Grace Hopper",
        title: "Planning a seasonal workforce",
        link: `${SITE}/api/whitepapers/download?token=t`,
        until: "Friday 4 December 2026 at 09:00 EST",
      },
      sender,
    ),
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
    CONTEXT,
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

describe("the inquiry notification", () => {
  const received = inquiry({
    id: "5f0c2a9e-1b7d-4c3e-8a21-9d4b6e7f0a12",
    name: "Priya Sharma",
    service: "temporary",
    createdAt: new Date("2026-11-28T03:40:20.836Z"),
  });
  const mail = inquiryNotificationMail(received, "staff@example.com", CONTEXT, sender);
  const link = `${SITE}/admin/inquiries/${received.id}`;

  it("tells when it arrived and by when to reply on the company's clock, never as a UTC stamp", () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Received");
      expect(part).toContain("Friday 27 November 2026 at 22:40 EST");
      expect(part).toContain("Saturday 28 November 2026 at 22:40 EST");
      expect(part).not.toContain("2026-11-28T03:40");
    }
  });

  it("leads straight to the inquiry's own page in the admin", () => {
    expect(mail.text).toContain(`${MAIL_TEXTS.inquiry.action}:\n${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toContain(`href="${SITE}/admin/inquiries"`);
  });

  it("shows no id: the link carries it, nothing else does", () => {
    for (const part of [mail.text, mail.html]) {
      expect(part.replaceAll(link, "")).not.toContain(received.id);
      expect(part).not.toMatch(/\bid\b/i);
    }
  });

  it("names the service as the form does, not by its key", () => {
    expect(mail.text).toContain(`Service: ${INQUIRY_FORM.serviceLabels.temporary}`);
    expect(mail.text).not.toMatch(/: temporary$/m);
  });

  it("reads a missing company and message in words", () => {
    const bare = inquiryNotificationMail(
      inquiry({ company: null, message: null }),
      "staff@example.com",
      CONTEXT,
      sender,
    );
    expect(bare.text).toContain(`Company: ${MAIL_TEXTS.inquiry.noCompany}`);
    expect(bare.text).toContain(MAIL_TEXTS.inquiry.noMessage);
  });
});

describe("the inquiry acknowledgement", () => {
  const mail = inquiryAcknowledgementMail(
    "grace@example.com",
    new Date("2026-11-28T03:40:20.836Z"),
    { ...PROFILE, timeZone: ZONE },
    24,
    sender,
  );

  it("tells the visitor when it was received on the company's clock, with no id", () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("We received it on Friday 27 November 2026 at 22:40 EST.");
      expect(part).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(part).not.toMatch(/\bid\b/i);
    }
  });
});

describe("a reply to an inquiry", () => {
  // What the compose box held: it starts with the greeting it was prefilled with.
  const body = `${MAIL_TEXTS.inquiryReply.greeting("Priya Sharma")}\n\nThree assistants can start on Monday.`;
  const mail = inquiryReplyMail(
    {
      to: "priya@example.com",
      staffName: "Maria",
      staffEmail: "maria@harbour.example",
      subject: "Your inquiry",
      body,
    },
    sender,
  );

  it("greets the inquirer once, as the compose box showed it", () => {
    expect(MAIL_TEXTS.inquiryReply.greeting("Priya Sharma")).toBe("Hi Priya,");
    for (const part of [mail.text, mail.html]) {
      expect(part.match(/Hi Priya,/g)).toHaveLength(1);
      expect(part).not.toMatch(/Hello/);
    }
  });

  it("is the compose box's text, then the signature the box previews", () => {
    const signature = MAIL_TEXTS.inquiryReply.signature("Maria", PROFILE.name);
    expect(mail.text).toContain(`Hi Priya,\n\nThree assistants can start on Monday.\n\n${signature}`);
    expect(mail.replyTo).toBe("maria@harbour.example");
  });
});
