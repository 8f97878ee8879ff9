import { describe, expect, it } from "vitest";
import { formatMoment, isTimeZone } from "./time-zones";

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
