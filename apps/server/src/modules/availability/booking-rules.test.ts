import { describe, expect, it } from "vitest";
import { planDatesNear } from "./booking-rules.ts";

describe("planDatesNear: the plan dates a refusal offers", () => {
  it("joins back-to-back plans and offers the run that has not ended by the day asked", () => {
    const plans = [
      { startsOn: "2027-01-01", endsOn: "2027-12-31" },
      { startsOn: "2026-01-01", endsOn: "2026-12-31" },
    ];
    expect(planDatesNear(plans, "2026-06-01")).toEqual(["2026-01-01", "2027-12-31"]);
  });

  it("leaves out a plan cancelled before it began (it ends the day before its first day)", () => {
    const plans = [
      { startsOn: "2026-01-01", endsOn: "2026-12-15" },
      { startsOn: "2027-01-01", endsOn: "2026-12-31" },
    ];
    expect(planDatesNear(plans, "2027-02-01")).toEqual(["2026-01-01", "2026-12-15"]);
    expect(planDatesNear([{ startsOn: "2027-01-01", endsOn: "2026-12-31" }], "2027-02-01")).toBeNull();
  });
});
