import { describe, expect, it } from "vitest";
import {
  lastIndiaMonth,
  MONTHLY_SUMMARY_MESSAGES,
  monthLabel,
  monthlySummaryRequestSchema,
  moodDrop,
  moodRecovered,
} from "./monthly-summary.ts";

const reports = (...moods: number[]) => moods.map((mood, i) => ({ visit_date: `2026-11-${10 + i}`, mood }));

describe("the mood-drop rule (issue 47, decision 0098)", () => {
  it("alerts at exactly one point down on average, not at less, and not with fewer than six reports", () => {
    expect(moodDrop(reports(5, 5, 4, 4, 4, 3))).toEqual({
      before: reports(5, 5, 4, 4, 4, 3).slice(0, 3),
      after: reports(5, 5, 4, 4, 4, 3).slice(3),
    });
    expect(moodDrop(reports(5, 5, 4, 4, 4, 4))).toBeNull();
    expect(moodDrop(reports(5, 5, 1, 1, 1))).toBeNull();
    // Only the last six count: an old high mood does not make a drop.
    expect(moodDrop(reports(5, 5, 5, 3, 3, 3, 3, 3, 3))).toBeNull();
  });

  it("counts the mood back once the last three are within a point of the three before the drop", () => {
    // Before the drop 5, 5, 4 (14): 4, 4, 3 is still a full point below; 4, 4, 4 is less than a point.
    expect(moodRecovered(14, reports(3, 3, 3))).toBe(false);
    expect(moodRecovered(14, reports(4, 4, 3))).toBe(false);
    expect(moodRecovered(14, reports(4, 4, 4))).toBe(true);
    expect(moodRecovered(14, reports(5, 5))).toBe(false);
  });
});

describe("the summary's month", () => {
  it("takes YYYY-MM of a real month only", () => {
    expect(monthlySummaryRequestSchema.safeParse({ loved_one_id: 1, month: "2026-11" }).success).toBe(true);
    for (const month of ["2026-00", "2026-13", "2026-1", "26-11", "2026-11-01", "November"]) {
      const parsed = monthlySummaryRequestSchema.safeParse({ loved_one_id: 1, month });
      expect(parsed.error?.issues[0]?.message, month).toBe(MONTHLY_SUMMARY_MESSAGES.monthMalformed);
    }
  });

  it("names the month, and last month by India's calendar", () => {
    expect(monthLabel("2026-11")).toBe("November 2026");
    // 00:30 on 1 November in India is still 31 October in UTC: last month is October.
    expect(lastIndiaMonth(new Date("2026-10-31T19:00:00Z"))).toBe("2026-10");
    expect(lastIndiaMonth(new Date("2027-01-15T12:00:00Z"))).toBe("2026-12");
  });
});
