// Moments as the company reads them: in its own time zone (the company profile's), named, so a mail
// or a timeline never shows a bare UTC stamp and a reader elsewhere knows which clock it is.

/** The seeded company's head office is in Edmonton: its clock until staff choose another. */
export const DEFAULT_COMPANY_TIME_ZONE = "America/Edmonton";

/** Whether the runtime knows this IANA zone ("America/Edmonton", "UTC"); a typo or an offset is not one. */
export function isTimeZone(zone: string): boolean {
  if (!zone.includes("/") && zone.toUpperCase() !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Formatters are costly to build: one per zone and style, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
const partsOf = (format: Intl.DateTimeFormat, date: Date): Parts =>
  Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));

/**
 * A moment in the company's zone, with the zone's short name: "Friday 27 November 2026 at 05:40 MST"
 * (long, for mails and the facts of an inquiry) or "27 Nov 2026, 05:40 MST" (short, for a timeline).
 * An unknown zone falls back to UTC rather than failing a mail.
 */
export function formatMoment(
  value: Date | string,
  timeZone: string,
  style: "long" | "short" = "long",
): string {
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const date = new Date(value);
  const day = partsOf(
    formatter(`${zone} ${style}`, "en-GB", {
      timeZone: zone,
      day: "numeric",
      month: style === "long" ? "long" : "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      ...(style === "long" ? { weekday: "long" } : {}),
    }),
    date,
  );
  // en-US names North American zones by their letters (MST, EST); elsewhere it gives "GMT+5:30".
  const { timeZoneName } = partsOf(
    formatter(`${zone} name`, "en-US", { timeZone: zone, timeZoneName: "short" }),
    date,
  );
  const time = `${day.hour}:${day.minute} ${timeZoneName}`;
  return style === "long"
    ? `${day.weekday} ${day.day} ${day.month} ${day.year} at ${time}`
    : `${day.day} ${day.month} ${day.year}, ${time}`;
}
