import type { Database, Inquiry } from "@staffing/db";
import { COMPANY } from "@staffing/shared";

/**
 * Where new inquiries are announced. `enqueue` runs inside the transaction that stores the
 * inquiry, so the inquiry and its notification job exist together or not at all.
 */
export interface InquiryNotifications {
  enqueue(tx: Database, inquiryId: string): Promise<void>;
}

export const NO_NOTIFICATIONS: InquiryNotifications = { enqueue: async () => {} };

const SERVICE_NAMES: Record<string, string> = {
  virtual: "Virtual staffing",
  temporary: "Temporary staffing",
  direct: "Direct hire",
  consultation: "Consultation",
};

/** The e-mail staff receive for a new inquiry. */
export function inquiryNotificationEmail(inquiry: Inquiry) {
  const service = inquiry.service ? (SERVICE_NAMES[inquiry.service] ?? inquiry.service) : "Not specified";
  const lines = [
    `A new inquiry arrived on the ${COMPANY.name} website.`,
    "",
    `Name: ${inquiry.name}`,
    `Email: ${inquiry.email}`,
    `Company: ${inquiry.company ?? "-"}`,
    `Service: ${service}`,
    `Received: ${inquiry.createdAt.toISOString()}`,
    "",
    inquiry.message ?? "(no message)",
    "",
    `Inquiry id: ${inquiry.id}`,
  ];
  return {
    subject: `New inquiry from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ""}`,
    text: lines.join("\n"),
    replyTo: inquiry.email,
  };
}
