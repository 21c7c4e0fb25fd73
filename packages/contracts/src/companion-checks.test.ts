import { describe, expect, it } from "vitest";
import { checkReminderLetter, checkStanding, checksStanding } from "./companion-checks.ts";
import { COMPANION_CHECK_MESSAGES, checkValidityIssues, checkValidUntilDefault } from "./companions.ts";

describe("a check's valid-until date (issue 45)", () => {
  it("is the same date the check's usual term later, the month's last day where it does not exist", () => {
    expect(checkValidUntilDefault("police", "2026-01-20")).toBe("2027-01-20");
    expect(checkValidUntilDefault("training", "2026-12-31")).toBe("2027-12-31");
    expect(checkValidUntilDefault("identity", "2026-01-10")).toBe("2031-01-10");
    // As PostgreSQL's `date + interval` counts (migration 0056's backfill).
    expect(checkValidUntilDefault("police", "2024-02-29")).toBe("2025-02-28");
    expect(checkValidUntilDefault("identity", "2024-02-29")).toBe("2029-02-28");
    expect(checkValidUntilDefault("identity", "2023-02-28")).toBe("2028-02-28");
  });

  it("is refused before its check's date or without one, beside its own field; empty is always right", () => {
    expect(
      checkValidityIssues({
        identity_verified_on: "2026-01-10",
        identity_valid_until: "2026-01-10",
        police_verified_on: "2026-01-20",
        police_valid_until: "2026-01-19",
        training_completed_on: null,
        training_valid_until: "2027-01-01",
      }),
    ).toEqual([
      { field: "police_valid_until", message: COMPANION_CHECK_MESSAGES.validUntilBeforeCheck("police") },
      { field: "training_valid_until", message: COMPANION_CHECK_MESSAGES.validUntilWithoutCheck("training") },
    ]);
    expect(checkValidityIssues({ police_verified_on: null, police_valid_until: null })).toEqual([]);
  });

  it("stands lapsed after its last day, lapsing soon within 30 days of it, else valid", () => {
    expect(checkStanding("2026-12-14", "2026-12-15")).toBe("lapsed");
    expect(checkStanding("2026-12-15", "2026-12-15")).toBe("soon");
    expect(checkStanding("2027-01-14", "2026-12-15")).toBe("soon");
    expect(checkStanding("2027-01-15", "2026-12-15")).toBe("valid");
    expect(checkStanding(null, "2026-12-15")).toBe("valid");
    // A check not done says nothing of lapsing, whatever date is beside it.
    expect(checksStanding({ police_verified_on: null, police_valid_until: "2020-01-01" }, "2026-12-15")).toBe(
      "valid",
    );
  });

  it("tells the team in words how long is left", () => {
    const facts = {
      companionName: "Anita Das",
      phone: "+91 98300 12345",
      cityName: "Kolkata",
      check: "training" as const,
      doneOn: "20 Jan 2026",
      validUntil: "20 Jan 2027",
      lapsesOn: "21 Jan 2027",
      link: "https://care.example/admin/companions/41",
    };
    expect(checkReminderLetter({ ...facts, daysLeft: 1 }).subject).toBe(
      "Check to renew: Anita Das's training lapses after 20 Jan 2027 (tomorrow)",
    );
    const last = checkReminderLetter({ ...facts, daysLeft: 0 });
    expect(last.subject).toBe("Check to renew: Anita Das's training lapses after 20 Jan 2027 (today)");
    expect(last.body).toContain("today, 20 Jan 2027, is its last day.");
    expect(last.body).toContain("The team is told 60, 30 and 7 days before a check lapses, once each.");
  });
});
