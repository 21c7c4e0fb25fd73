import { describe, expect, it } from "vitest";
import { addCalendarDays, nextPlanStart, RENEWAL_TEXT } from "./plan-renewal.ts";

describe("renewal", () => {
  it("adds calendar days across months, years and a leap day", () => {
    expect(addCalendarDays("2027-11-24", 1)).toBe("2027-11-25");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2027-03-01", -1)).toBe("2027-02-28");
  });

  it("starts the next period the day after the last paid day, or today when nothing runs", () => {
    expect(nextPlanStart("2027-11-24", "2026-11-26")).toBe("2027-11-25");
    // The last day itself: the next period is tomorrow.
    expect(nextPlanStart("2026-11-26", "2026-11-26")).toBe("2026-11-27");
    // Ended yesterday, or never bought: from today.
    expect(nextPlanStart("2026-11-25", "2026-11-26")).toBe("2026-11-26");
    expect(nextPlanStart(null, "2026-11-26")).toBe("2026-11-26");
  });

  it("says the renewal as the issue asks", () => {
    expect(RENEWAL_TEXT.renewFrom("Silver", "25 Nov 2027")).toBe("Renew Silver from 25 Nov 2027");
  });
});
