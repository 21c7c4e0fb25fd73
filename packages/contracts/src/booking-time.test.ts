import { describe, expect, it } from "vitest";
import {
  formatStartTime,
  SHIFT_TYPES,
  shiftLastStart,
  shiftStartTimes,
  startOffsetMinutes,
  visitStartDay,
  visitStartsAt,
} from "./booking-time.ts";

describe("shift start times", () => {
  it("offers every half hour from the shift's start until an hour before its end", () => {
    expect(shiftStartTimes(1)).toEqual([
      "07:00",
      "07:30",
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
    ]);
    expect(shiftStartTimes(5)[0]).toBe("00:00");
    expect(shiftStartTimes(5).at(-1)).toBe("23:00");
  });

  it("runs a night shift past midnight", () => {
    const night = shiftStartTimes(4);
    expect(night[0]).toBe("22:00");
    expect(night).toContain("00:00");
    expect(night.at(-1)).toBe("06:00");
    expect(startOffsetMinutes(4, "01:00")).toBe(25 * 60);
  });

  it("offers at least one start in every shift", () => {
    for (const shift of SHIFT_TYPES) expect(shiftStartTimes(shift).length).toBeGreaterThan(0);
  });
});

describe("visitStartDay (issue 41)", () => {
  it("is the visit date for a start before midnight", () => {
    expect(visitStartDay("2026-11-28", 1, "07:00")).toBe("2026-11-28");
    expect(visitStartDay("2026-11-28", 4, "23:30")).toBe("2026-11-28");
  });

  it("is the next India day for a night shift's start between midnight and 05:30, and across a year", () => {
    expect(visitStartDay("2026-11-28", 4, "00:00")).toBe("2026-11-29");
    expect(visitStartDay("2026-11-28", 4, "04:30")).toBe("2026-11-29");
    expect(visitStartDay("2026-12-31", 4, "05:30")).toBe("2027-01-01");
  });

  it("leaves a date alone when the start is not one the shift offers", () => {
    expect(visitStartDay("2026-11-28", 1, "02:00")).toBe("2026-11-28");
  });
});

describe("visitStartsAt", () => {
  it("reads the start on the India wall clock (UTC+05:30)", () => {
    expect(visitStartsAt("2026-12-15", 1, "07:30")?.toISOString()).toBe("2026-12-15T02:00:00.000Z");
  });

  it("puts a night shift's small hours on the next calendar day", () => {
    expect(visitStartsAt("2026-12-31", 4, "01:00")?.toISOString()).toBe("2026-12-31T19:30:00.000Z");
    expect(visitStartsAt("2026-12-31", 4, "22:00")?.toISOString()).toBe("2026-12-31T16:30:00.000Z");
  });

  it("gives nothing for a start the shift does not offer", () => {
    expect(visitStartsAt("2026-12-15", 1, "14:00")).toBeNull();
  });

  it("knows the last start of a shift", () => {
    expect(shiftLastStart("2026-12-15", 2)?.toISOString()).toBe("2026-12-15T12:30:00.000Z");
  });
});

describe("formatStartTime", () => {
  it.each([
    ["00:00", "12:00 AM"],
    ["07:30", "7:30 AM"],
    ["12:00", "12:00 PM"],
    ["22:30", "10:30 PM"],
  ])("%s → %s", (time, label) => {
    expect(formatStartTime(time)).toBe(label);
  });
});
