import { describe, expect, it } from "vitest";
import { addDays, addMonths, bookingWindow, dayForKey, monthGrid, monthLabel } from "./calendar-grid.ts";

describe("monthGrid", () => {
  it("lays November 2026 out in weeks from Sunday (the 1st is a Sunday)", () => {
    const weeks = monthGrid("2026-11");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
    expect(weeks[4]).toEqual(["2026-11-29", "2026-11-30", null, null, null, null, null]);
  });

  it("leaves the places before the 1st empty and always fills whole weeks", () => {
    // 1 Dec 2026 is a Tuesday.
    const weeks = monthGrid("2026-12");
    expect(weeks[0]?.slice(0, 3)).toEqual([null, null, "2026-12-01"]);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it("knows leap years", () => {
    expect(monthGrid("2028-02").flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid("2027-02").flat().filter(Boolean)).toHaveLength(28);
    // February 2026 starts on a Sunday and fits exactly four weeks.
    expect(monthGrid("2026-02")).toHaveLength(4);
  });
});

describe("months and days", () => {
  it("moves across years", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 3)).toBe("2027-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("names a month", () => {
    expect(monthLabel("2026-11")).toBe("November 2026");
  });

  it("moves the focused day with the arrow keys, Home and End", () => {
    expect(dayForKey("2026-11-23", "ArrowRight")).toBe("2026-11-24");
    expect(dayForKey("2026-11-01", "ArrowLeft")).toBe("2026-10-31");
    expect(dayForKey("2026-11-23", "ArrowDown")).toBe("2026-11-30");
    expect(dayForKey("2026-11-23", "ArrowUp")).toBe("2026-11-16");
    // 23 Nov 2026 is a Monday: its week runs from Sunday 22 to Saturday 28.
    expect(dayForKey("2026-11-23", "Home")).toBe("2026-11-22");
    expect(dayForKey("2026-11-23", "End")).toBe("2026-11-28");
    expect(dayForKey("2026-11-23", "Enter")).toBeNull();
  });
});

describe("bookingWindow", () => {
  it("counts from the server's today in India, 90 days on", () => {
    // Earliest start 24 Nov 00:32 UTC with 12 hours' notice: the server's now is 23 Nov 12:32 UTC (18:02 in India).
    expect(bookingWindow("2026-11-24T00:32:02.077Z", 12, 90)).toEqual({
      today: "2026-11-23",
      lastDay: "2027-02-21",
      firstMonth: "2026-11",
      lastMonth: "2027-02",
    });
  });

  it("uses India's date, which starts 5½ hours before UTC's", () => {
    // 20:00 UTC on 30 Nov is already 1 Dec in India.
    expect(bookingWindow("2026-12-01T08:00:00.000Z", 12, 90).today).toBe("2026-12-01");
  });
});
