import { type Database, type Inquiry, inquiries, users } from "@staffing/db";
import { and, eq, getTableColumns, isNull, lt, ne, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

// The site promises an answer within INQUIRY_RESPONSE_HOURS of an inquiry: its respondBy. It is
// derived when read (not stored), so the setting holds for every inquiry the moment it changes.

const HOUR_MS = 3_600_000;

/** The moment before which an inquiry received now would have to be answered. */
export const respondByOf = (receivedAt: Date, responseHours: number) =>
  new Date(receivedAt.getTime() + responseHours * HOUR_MS);

/**
 * Past its respondBy with no reply yet. A closed inquiry waits for nothing (staff closed it, spam as
 * a rule), so it is never overdue.
 */
export function overdueCondition(responseHours: number, now: Date): SQL | undefined {
  return and(
    isNull(inquiries.firstRespondedAt),
    ne(inquiries.status, "closed"),
    lt(inquiries.createdAt, new Date(now.getTime() - responseHours * HOUR_MS)),
  );
}

/** An inquiry as staff read it: the row, who handles it, and where it stands against the promise. */
export type InquiryView = Inquiry & {
  assigneeName: string | null;
  respondBy: Date;
  overdue: boolean;
};

const assignee = alias(users, "assignee");

/** Inquiries with their assignee's name, for `where`; the caller orders and limits. */
export function selectInquiryViews(db: Database) {
  return db
    .select({ ...getTableColumns(inquiries), assigneeName: assignee.username })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId));
}

export function toInquiryView(
  row: Inquiry & { assigneeName: string | null },
  responseHours: number,
  now: Date,
): InquiryView {
  const respondBy = respondByOf(row.createdAt, responseHours);
  return {
    ...row,
    respondBy,
    overdue: row.firstRespondedAt === null && row.status !== "closed" && respondBy < now,
  };
}

/** One inquiry as staff read it, or undefined. */
export async function findInquiryView(
  db: Database,
  id: string,
  responseHours: number,
  now: Date = new Date(),
): Promise<InquiryView | undefined> {
  const [row] = await selectInquiryViews(db).where(eq(inquiries.id, id));
  return row && toInquiryView(row, responseHours, now);
}
