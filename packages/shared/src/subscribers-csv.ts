// The newsletter subscribers export: who, their status, and the record of their consent.
import { csvDate, csvLine } from "./csv";
import type { NewsletterStatus } from "./newsletter";
import { SUBSCRIBER_STATUS_LABELS } from "./texts/subscribers";

export const SUBSCRIBER_CSV_COLUMNS = [
  "Email",
  "Status",
  "Source",
  "Subscribed",
  "Confirmed",
  "Unsubscribed",
] as const;

export interface SubscriberCsvRecord {
  email: string;
  status: NewsletterStatus;
  source: string;
  createdAt: Date | string;
  confirmedAt: Date | string | null;
  unsubscribedAt: Date | string | null;
}

export function subscriberCsvFileName(date: Date): string {
  return `subscribers-${date.toISOString().slice(0, 10)}.csv`;
}

export const subscriberCsvHeader = (): string => csvLine(SUBSCRIBER_CSV_COLUMNS);

export function subscriberCsvRow(subscriber: SubscriberCsvRecord): string {
  return csvLine([
    subscriber.email,
    SUBSCRIBER_STATUS_LABELS[subscriber.status],
    subscriber.source,
    csvDate(subscriber.createdAt),
    subscriber.confirmedAt ? csvDate(subscriber.confirmedAt) : "",
    subscriber.unsubscribedAt ? csvDate(subscriber.unsubscribedAt) : "",
  ]);
}
