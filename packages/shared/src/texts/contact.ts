// Texts of the Contact screen (SPEC section 2).
import { SECTION_TEXTS } from "./sections";

const { contactCards } = SECTION_TEXTS;

export const CONTACT_PAGE = {
  title: "Contact Us",
  eyebrow: "Talk to a recruiter",
  intro: "Tell us who you need. We respond within 24 hours, and our support line is open 24/7.",
  cards: [
    { title: contactCards.call, lines: ["+1 (780) 555-0142", "+1 (800) 555-0199"] },
    { title: contactCards.email, lines: ["info@northbridgestaffing.com", "support@northbridgestaffing.com"] },
    { title: contactCards.visit, lines: ["10180 101 Street NW, Suite 1500", "Edmonton, Alberta T5J 3S4"] },
    {
      title: contactCards.hours,
      lines: ["24/7 for clients and placed staff", "Office: Mon-Fri 8:00-18:00 MT"],
    },
  ],
  helpHeading: "How we can help",
  help: [
    "Find virtual staff for remote, screen-based work",
    "Cover peaks with temporary workers in 24-48 hours",
    "Hire permanent professionals in 2-4 weeks",
    "Improve your hiring and onboarding with HR consulting",
  ],
  officesHeading: "Our offices",
  offices: [
    { city: "Edmonton", detail: "Head office, 10180 101 Street NW" },
    { city: "Calgary", detail: "Temporary staffing hub" },
    { city: "Toronto", detail: "Direct hire and consulting" },
    { city: "Manila", detail: "Virtual staffing operations" },
  ],
  faqHeading: "Frequently asked questions",
  faq: [
    {
      q: "How quickly can you place someone?",
      a: "Temporary staff in 24-48 hours, virtual staff in 48-72 hours, direct hires in 2-4 weeks.",
    },
    {
      q: "What does it cost?",
      a: "An hourly or monthly rate for temporary and virtual staff; a one-time fee for direct hire, payable when your hire starts.",
    },
    {
      q: "What if it does not work out?",
      a: "We replace temporary and virtual staff free in the first two weeks; direct hires carry a 90-day guarantee.",
    },
  ],
} as const;
