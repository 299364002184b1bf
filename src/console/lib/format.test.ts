import { afterEach, describe, expect, it } from "vitest";
import {
  browserTimeZone,
  currentTimeZone,
  formatCsvDateTime,
  formatDate,
  formatDateTime,
  formatMonth,
  isTimeZoneName,
  localizeTimes,
  setTimeZone,
  timeZoneNames,
  zonedTimeToIso,
} from "./format";

const paris = { timeZone: "Europe/Paris", locale: "en-GB" };

afterEach(() => setTimeZone(null));

describe("dates and times in the user's zone, with the zone shown", () => {
  it("shows an instant in the zone and locale, zone named", () => {
    expect(formatDateTime("2026-11-26T13:05:00Z", paris)).toBe("26 Nov 2026, 14:05 CET");
    // Summer time is the zone's own business: the same zone, another offset and name.
    expect(formatDateTime("2026-07-01T13:05:00Z", paris)).toBe("1 Jul 2026, 15:05 CEST");
    expect(formatDateTime("2026-11-26T13:05:00Z", { timeZone: "America/New_York", locale: "en-US" })).toBe(
      "Nov 26, 2026, 8:05 AM EST",
    );
    expect(formatDateTime("2026-11-26T13:05:00Z", { timeZone: "UTC", locale: "en-GB" })).toBe("26 Nov 2026, 13:05 UTC");
  });

  it("uses the stored setting when no zone is given", () => {
    setTimeZone("Asia/Tokyo");
    expect(currentTimeZone()).toBe("Asia/Tokyo");
    expect(formatDateTime("2026-11-26T13:05:00Z", { locale: "en-GB" })).toBe("26 Nov 2026, 22:05 GMT+9");
    setTimeZone(null);
    expect(currentTimeZone()).toBe(browserTimeZone());
  });

  it("shows the day of an instant in the zone: late evening UTC is the next day in Tokyo", () => {
    expect(formatDate("2026-11-26T20:00:00Z", { timeZone: "Asia/Tokyo", locale: "en-GB" })).toBe("27 Nov 2026");
    expect(formatDate("2026-11-26T20:00:00Z", { timeZone: "America/Los_Angeles", locale: "en-GB" })).toBe(
      "26 Nov 2026",
    );
  });

  it("never shifts a calendar date (a period end) by the zone", () => {
    for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "Europe/Paris"]) {
      expect(formatDate("2025-12-31", { timeZone, locale: "en-GB" })).toBe("31 Dec 2025");
      expect(formatDate("2025-12-31", { timeZone, locale: "en-US" })).toBe("Dec 31, 2025");
      expect(formatCsvDateTime("2025-12-31", timeZone)).toBe("2025-12-31");
    }
  });

  it("says nothing is there with a dash and keeps what it cannot read", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDate(undefined)).toBe("—");
    expect(formatDateTime("not a date")).toBe("not a date");
    expect(formatCsvDateTime(null, "UTC")).toBe("");
  });

  it("writes spreadsheet times in the zone, 24-hour, without the zone (the header names it)", () => {
    expect(formatCsvDateTime("2026-11-26T13:05:00Z", "Europe/Paris")).toBe("2026-11-26 14:05");
    expect(formatCsvDateTime("2026-11-26T23:30:00Z", "Asia/Tokyo")).toBe("2026-11-27 08:30");
    expect(formatCsvDateTime("2026-11-26T00:05:00Z", "UTC")).toBe("2026-11-26 00:05");
  });

  it("turns the service's UTC times inside a text into the user's zone", () => {
    expect(localizeTimes("Sent to Ana <ana@example.com>, due by 2026-12-10 04:47:18 UTC", paris)).toBe(
      "Sent to Ana <ana@example.com>, due by 10 Dec 2026, 05:47 CET",
    );
    expect(localizeTimes("The signature was due by 2026-12-10T04:47:18.259Z", paris)).toBe(
      "The signature was due by 10 Dec 2026, 05:47 CET",
    );
    expect(localizeTimes("Period 2025-12-31, no time", paris)).toBe("Period 2025-12-31, no time");
  });

  it("accepts only IANA zone names", () => {
    expect(timeZoneNames()).toContain("Europe/Paris");
    expect(timeZoneNames()).toContain("UTC");
    expect(isTimeZoneName("Europe/Paris")).toBe(true);
    expect(isTimeZoneName("CET+1")).toBe(false);
    expect(isTimeZoneName("Mars/Olympus_Mons")).toBe(false);
    expect(() => setTimeZone("Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("times the user types are read in the user's zone", () => {
  it("turns a wall-clock time in a zone into the API's instant", () => {
    expect(zonedTimeToIso("2026-12-31", "23:59:59", "Europe/Paris")).toBe("2026-12-31T22:59:59.000Z");
    expect(zonedTimeToIso("2026-07-01", "09:00", "Europe/Paris")).toBe("2026-07-01T07:00:00.000Z");
    expect(zonedTimeToIso("2026-12-31", "23:59:59", "Asia/Tokyo")).toBe("2026-12-31T14:59:59.000Z");
    expect(zonedTimeToIso("2026-12-31", "23:59:59", "UTC")).toBe("2026-12-31T23:59:59.000Z");
    // Across the spring change (Paris, 29 March 2026, 02:00 → 03:00).
    expect(zonedTimeToIso("2026-03-29", "12:00", "Europe/Paris")).toBe("2026-03-29T10:00:00.000Z");
    expect(zonedTimeToIso("31/12/2026", "23:59", "UTC")).toBeUndefined();
  });

  it("round-trips with the display: the day typed is the day shown", () => {
    const iso = zonedTimeToIso("2026-12-31", "23:59:59", "Pacific/Kiritimati");
    expect(formatDate(iso, { timeZone: "Pacific/Kiritimati", locale: "en-GB" })).toBe("31 Dec 2026");
  });
});

describe("chart months", () => {
  it("names the month of a calendar date without shifting it", () => {
    expect(formatMonth("2025-12-31", { locale: "en-GB" })).toBe("Dec 2025");
    expect(formatMonth("2026-01-01", { locale: "en-US", timeZone: "Pacific/Pago_Pago" })).toBe("Jan 2026");
  });
});
