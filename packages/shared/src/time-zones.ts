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

/** The zone's short name at a moment ("MST" in winter, "MDT" in summer, "GMT+5:30"), as formatMoment names it. */
export function zoneName(timeZone: string, at: Date | string = new Date()): string {
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  return (
    partsOf(formatter(`${zone} name`, "en-US", { timeZone: zone, timeZoneName: "short" }), new Date(at))
      .timeZoneName ?? zone
  );
}

const pad = (n: number | string) => String(n).padStart(2, "0");

/** The wall clock of the zone at a moment, as `datetime-local` text to the minute ("2026-11-29T09:30"). */
export function toZonedInput(value: Date | string, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = partsOf(
    formatter(`${zone} input`, "en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
    date,
  );
  return `${p.year}-${p.month}-${p.day}T${pad(p.hour ?? 0)}:${p.minute}`;
}

/** How far the zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(zone: string, time: number): number {
  const wall = toZonedInput(new Date(time), zone);
  return Date.parse(`${wall}:00Z`) - Math.floor(time / 60_000) * 60_000;
}

/**
 * The moment a `datetime-local` text means on the zone's wall clock ("2026-11-29T09:30" in
 * America/Edmonton is 16:30 UTC), as ISO; undefined for text that is not one. A time the clock
 * skips (spring forward) is taken as the moment just after the jump; one it shows twice (fall
 * back), as the first.
 */
export function fromZonedInput(text: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const wall = Date.parse(`${text}:00Z`);
  if (Number.isNaN(wall)) return undefined;
  // The wall clock less the zone's offset, the offset read again at the answer: twice settles it.
  const first = wall - offsetAt(zone, wall);
  const second = wall - offsetAt(zone, first);
  // Fall back: the earlier of the two moments that show this time.
  const earlier = Math.min(first, second);
  return new Date(
    toZonedInput(new Date(earlier), zone) === text ? earlier : Math.max(first, second),
  ).toISOString();
}
