import { describe, expect, it } from "vitest";
import { formatMoment, fromZonedInput, isTimeZone, toZonedInput, zoneName } from "./time-zones";

describe("formatMoment", () => {
  const moment = "2026-11-27T12:40:20.836Z";

  it("reads a moment on the company's clock, with the zone named", () => {
    expect(formatMoment(moment, "America/Toronto")).toBe("Friday 27 November 2026 at 07:40 EST");
    expect(formatMoment(moment, "Asia/Kolkata")).toBe("Friday 27 November 2026 at 18:10 GMT+5:30");
    expect(formatMoment(moment, "America/Toronto", "short")).toBe("27 Nov 2026, 07:40 EST");
  });

  it("moves to the next day when the company's clock has", () => {
    expect(formatMoment("2026-11-27T23:30:00Z", "Asia/Tokyo")).toBe(
      "Saturday 28 November 2026 at 08:30 GMT+9",
    );
  });

  it("falls back to UTC for a zone it does not know", () => {
    expect(formatMoment(moment, "Mars/Olympus")).toBe("Friday 27 November 2026 at 12:40 UTC");
  });
});

describe("isTimeZone", () => {
  it("takes IANA zones and refuses typos and offsets", () => {
    expect(isTimeZone("America/Edmonton")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("America/Edmontn")).toBe(false);
    expect(isTimeZone("+07:00")).toBe(false);
    expect(isTimeZone("MST")).toBe(false);
  });
});

describe("a datetime-local field on the company's clock", () => {
  it("shows a moment as the company's wall clock, whatever the browser's zone", () => {
    expect(toZonedInput("2026-11-29T16:30:00Z", "America/Toronto")).toBe("2026-11-29T11:30");
    expect(toZonedInput("2026-11-29T16:30:00Z", "Asia/Kolkata")).toBe("2026-11-29T22:00");
    expect(toZonedInput("2026-11-29T23:30:00Z", "Asia/Tokyo")).toBe("2026-11-30T08:30");
    expect(toZonedInput("2026-07-01T04:00:00Z", "America/Toronto")).toBe("2026-07-01T00:00");
    expect(toZonedInput("not a date", "UTC")).toBe("");
  });

  it("takes what staff type as that wall clock's moment, in winter and in summer", () => {
    expect(fromZonedInput("2026-11-29T11:30", "America/Toronto")).toBe("2026-11-29T16:30:00.000Z");
    expect(fromZonedInput("2026-07-01T09:30", "America/Toronto")).toBe("2026-07-01T13:30:00.000Z");
    expect(fromZonedInput("2026-11-29T22:00", "Asia/Kolkata")).toBe("2026-11-29T16:30:00.000Z");
    expect(fromZonedInput("2026-11-29T09:30", "UTC")).toBe("2026-11-29T09:30:00.000Z");
    expect(fromZonedInput("2026-11-29T09:30", "Mars/Olympus")).toBe("2026-11-29T09:30:00.000Z");
  });

  it("goes there and back to the same text, every fifth hour of a year with both clock changes", () => {
    for (let hour = 0; hour < 365 * 24; hour += 5) {
      const moment = new Date(Date.UTC(2026, 0, 1) + hour * 3600_000);
      const text = toZonedInput(moment, "America/Toronto");
      expect(toZonedInput(fromZonedInput(text, "America/Toronto") ?? "", "America/Toronto")).toBe(text);
    }
  });

  it("takes a time the clock skips as just after the jump, and one it shows twice as the first", () => {
    // (Toronto: its rules have stood for years; tzdata's Alberta may keep summer time all year.)
    // 8 March 2026, 02:00 EST became 03:00 EDT: 02:30 never showed on Toronto's clocks.
    expect(fromZonedInput("2026-03-08T02:30", "America/Toronto")).toBe("2026-03-08T07:30:00.000Z");
    // 1 November 2026, 01:30 showed twice: first in EDT (05:30 UTC), then in EST (06:30 UTC).
    expect(fromZonedInput("2026-11-01T01:30", "America/Toronto")).toBe("2026-11-01T05:30:00.000Z");
  });

  it("refuses text that is not a date and time to the minute", () => {
    expect(fromZonedInput("", "UTC")).toBeUndefined();
    expect(fromZonedInput("2026-11-29", "UTC")).toBeUndefined();
    expect(fromZonedInput("tomorrow at nine", "UTC")).toBeUndefined();
  });

  it("names the zone as it is at that moment", () => {
    expect(zoneName("America/Toronto", "2026-11-29T16:30:00Z")).toBe("EST");
    expect(zoneName("America/Toronto", "2026-07-01T16:30:00Z")).toBe("EDT");
    expect(zoneName("Asia/Kolkata", "2026-07-01T16:30:00Z")).toBe("GMT+5:30");
  });
});
