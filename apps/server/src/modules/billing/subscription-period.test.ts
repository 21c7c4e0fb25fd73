import { describe, expect, it } from "vitest";
import { nextPeriod, subscriptionStatus } from "./subscription-period.ts";

describe("subscription periods", () => {
  it("starts today when nothing is running: 12 months annual, 3 months quarterly", () => {
    expect(nextPeriod("2026-11-23", null, "annual")).toEqual({
      startsOn: "2026-11-23",
      endsOn: "2027-11-22",
    });
    expect(nextPeriod("2026-11-23", null, "quarterly")).toEqual({
      startsOn: "2026-11-23",
      endsOn: "2027-02-22",
    });
  });

  it("starts the day after the current plan ends when one is running or paid for", () => {
    expect(nextPeriod("2026-11-23", "2027-02-22", "quarterly")).toEqual({
      startsOn: "2027-02-23",
      endsOn: "2027-05-22",
    });
    // A plan that ends today still counts: the next one starts tomorrow.
    expect(nextPeriod("2026-11-23", "2026-11-23", "annual").startsOn).toBe("2026-11-24");
  });

  it("ignores a plan that has already ended", () => {
    expect(nextPeriod("2026-11-23", "2026-10-01", "annual").startsOn).toBe("2026-11-23");
  });

  it("is upcoming before its first day, active through its last, then expired", () => {
    expect(subscriptionStatus("2026-12-01", "2027-02-28", "2026-11-30")).toBe("upcoming");
    expect(subscriptionStatus("2026-12-01", "2027-02-28", "2026-12-01")).toBe("active");
    expect(subscriptionStatus("2026-12-01", "2027-02-28", "2027-02-28")).toBe("active");
    expect(subscriptionStatus("2026-12-01", "2027-02-28", "2027-03-01")).toBe("expired");
  });

  it("is cancelled from the day a cancellation takes effect, and at once if it never began", () => {
    // Cancelled from 16 Jan: still active up to 15 Jan, its new last day.
    expect(subscriptionStatus("2026-12-01", "2027-01-15", "2027-01-15", "2027-01-16")).toBe("active");
    expect(subscriptionStatus("2026-12-01", "2027-01-15", "2027-01-16", "2027-01-16")).toBe("cancelled");
    // Cancelled before its first day: it ends the day before it starts, and never runs.
    expect(subscriptionStatus("2026-12-01", "2026-11-30", "2026-11-20", "2026-12-01")).toBe("cancelled");
  });
});
