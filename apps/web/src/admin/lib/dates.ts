// Dates on the admin's cards, in the reader's locale and time zone. A moment with its time is told
// on the company's clock, its zone named (useCompanyClock in company-clock.ts).
const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

export const formatDate = (value: string | Date) => dateFormat.format(new Date(value));

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as a `datetime-local` field shows it: the reader's local time, to the minute. */
export function toDateTimeLocal(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a `datetime-local` field holds, as the ISO moment the server takes (empty: none). */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Whether a published item's moment is still ahead: it is scheduled. */
export const isScheduled = (item: { isPublished: boolean; publishedAt: string | null }) =>
  item.isPublished && item.publishedAt !== null && new Date(item.publishedAt).getTime() > Date.now();
