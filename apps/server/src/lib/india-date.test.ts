import { describe, expect, it } from "vitest";
import {
  addDays,
  formatIndiaDay,
  indiaDate,
  indiaDateTime,
  indiaDayRange,
  lastDayOfMonths,
} from "./india-date.ts";

describe("India calendar dates", () => {
  it("takes the date in India, 5½ hours ahead of UTC", () => {
    expect(indiaDate(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(indiaDate(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
    expect(indiaDate(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
    expect(indiaDateTime(new Date("2026-11-23T08:35:00Z"))).toBe("2026-11-23 14:05");
  });

  it("refuses an invalid date", () => {
    expect(() => indiaDate(new Date("nope"))).toThrow(RangeError);
  });

  it("adds days across months and leap years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });

  it("ends a period of months the day before the same date, or at the month's end", () => {
    expect(lastDayOfMonths("2026-11-23", 12)).toBe("2027-11-22");
    expect(lastDayOfMonths("2026-11-23", 3)).toBe("2027-02-22");
    expect(lastDayOfMonths("2027-01-01", 3)).toBe("2027-03-31");
    expect(lastDayOfMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(lastDayOfMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(lastDayOfMonths("2028-02-29", 12)).toBe("2029-02-28");
  });

  it("writes a day as 23 Nov 2026", () => {
    expect(formatIndiaDay("2026-11-23")).toBe("23 Nov 2026");
    expect(formatIndiaDay("2027-01-05")).toBe("5 Jan 2027");
  });
});

describe("indiaDayRange", () => {
  it("runs from midnight in India on the first day to midnight after the last", () => {
    expect(indiaDayRange("2026-11-30", "2026-12-31")).toEqual({
      from: new Date("2026-11-29T18:30:00Z"),
      before: new Date("2026-12-31T18:30:00Z"),
    });
    expect(indiaDayRange(null, undefined)).toEqual({ from: null, before: null });
  });
});
