import { CANCELLATION_MESSAGES, CANCELLATION_POLICY_DEFAULTS } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.ts";
import { type QuoteFacts, quoteCancellation } from "./cancellation-quote.ts";

/** Asked on 1 Dec 2026: with 15 days' notice the plan stops on 16 Dec 2026. */
const TODAY = "2026-12-01";
const facts = (plan: { startsOn: string; endsOn: string }, change: Partial<QuoteFacts> = {}): QuoteFacts => ({
  plan: { id: 7, tier: "silver", ...plan },
  paidPaise: 3_600_000,
  registrationPaise: 200_000,
  today: TODAY,
  policy: { ...CANCELLATION_POLICY_DEFAULTS },
  visits: { before: 0, after: 0 },
  ...change,
});

describe("the cancellation quote (decision 0055)", () => {
  it("before the plan starts: everything paid, registration fee included, less 10% of the total", () => {
    const q = quoteCancellation(facts({ startsOn: "2027-01-01", endsOn: "2027-12-31" }));
    expect(q).toMatchObject({
      effective_date: "2026-12-16",
      started: false,
      days_total: 365,
      days_used: 0,
      amount_paid: 36_000,
      refundable: 36_000,
      admin_charge: 3_600,
      refund: 32_400,
    });
  });

  it("a plan starting on the effective date has not started: it never covers a day", () => {
    const q = quoteCancellation(facts({ startsOn: "2026-12-16", endsOn: "2027-12-15" }));
    expect(q).toMatchObject({ started: false, days_used: 0, refundable: 36_000, refund: 32_400 });
  });

  it("a plan that started the day before: pro rata from its second day, the registration fee used", () => {
    const q = quoteCancellation(
      facts({ startsOn: "2026-12-15", endsOn: "2027-12-14" }, { visits: { before: 1, after: 4 } }),
    );
    // 34,000 of plan fee × 364 unused of 365 days = 33,906.849… → 33,906.85.
    expect(q).toMatchObject({
      started: true,
      days_total: 365,
      days_used: 1,
      plan_amount: 34_000,
      registration_fee: 2_000,
      refundable: 33_906.85,
      admin_charge: 3_600,
      refund: 30_306.85,
      visits_before: 1,
      visits_after: 4,
    });
  });

  it("applies the configured rate only up to the terms' cap of 20% of the total fees", () => {
    const policy = { notice_days: 15, charge_percent: 30, charge_cap_percent: 20 };
    const q = quoteCancellation(facts({ startsOn: "2027-01-01", endsOn: "2027-12-31" }, { policy }));
    expect(q).toMatchObject({ admin_charge: 7_200, refund: 28_800 });
    const atCap = quoteCancellation(
      facts({ startsOn: "2027-01-01", endsOn: "2027-12-31" }, { policy: { ...policy, charge_percent: 20 } }),
    );
    expect(atCap).toMatchObject({ admin_charge: 7_200, refund: 28_800 });
  });

  it("never charges more than is refundable: near the end nothing is left to pay back", () => {
    // 1 Jan to 20 Dec 2026 (354 days), stopping 16 Dec: 5 unused days of 34,000 = 480.23, all of it the charge.
    const q = quoteCancellation(facts({ startsOn: "2026-01-01", endsOn: "2026-12-20" }));
    expect(q).toMatchObject({ days_used: 349, refundable: 480.23, admin_charge: 480.23, refund: 0 });
  });

  it("takes a plan whose last day is the effective date (one day unused), and refuses one ending before it", () => {
    const last = quoteCancellation(facts({ startsOn: "2026-01-01", endsOn: "2026-12-16" }));
    expect(last).toMatchObject({ days_total: 350, days_used: 349 });
    const before = () => quoteCancellation(facts({ startsOn: "2026-01-01", endsOn: "2026-12-15" }));
    expect(before).toThrow(new AppError("BE011", CANCELLATION_MESSAGES.endsBeforeNotice("15 Dec 2026", 15)));
  });

  it("refuses a plan already over", () => {
    expect(() => quoteCancellation(facts({ startsOn: "2025-12-01", endsOn: "2026-11-30" }))).toThrow(
      CANCELLATION_MESSAGES.planEnded,
    );
  });

  it("follows the notice configured: 30 days moves the date and the days used", () => {
    const policy = { notice_days: 30, charge_percent: 10, charge_cap_percent: 20 };
    const q = quoteCancellation(facts({ startsOn: "2026-12-01", endsOn: "2027-11-30" }, { policy }));
    expect(q).toMatchObject({ effective_date: "2026-12-31", started: true, days_used: 30 });
  });
});
