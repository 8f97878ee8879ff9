// Dates on the admin's cards, in the reader's locale and time zone. A moment with its time is told
// on the company's clock, its zone named (useCompanyClock in company-clock.ts).
const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

export const formatDate = (value: string | Date) => dateFormat.format(new Date(value));

/**
 * A moment as the editors' forms keep it: ISO text (empty: none). The field shows and takes it on the
 * company's clock (CompanyMomentField); the form never holds the browser's wall clock.
 */
export function toMomentValue(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** A form's moment as the server takes it (empty: none; anything else is passed on for the schema to refuse). */
export function fromMomentValue(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Whether a published item's moment is still ahead: it is scheduled. */
export const isScheduled = (item: { isPublished: boolean; publishedAt: string | null }) =>
  item.isPublished && item.publishedAt !== null && new Date(item.publishedAt).getTime() > Date.now();
