// Dates on the admin's cards, in the reader's locale and time zone.
const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export const formatDate = (value: string | Date) => dateFormat.format(new Date(value));
export const formatDateTime = (value: string | Date) => dateTimeFormat.format(new Date(value));

// The time zone's short name beside the time ('Nov 20, 2026, 10:04 AM MST'): staff in other offices
// read the same moment.
const zonedFormat = new Intl.DateTimeFormat(undefined, {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
export const formatZonedDateTime = (value: string | Date) => zonedFormat.format(new Date(value));

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
