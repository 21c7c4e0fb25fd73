import { CANCELLATION_MESSAGES, CANCELLATION_POLICY_DEFAULTS } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { plans } from "../../db/seed/data/plans.ts";
import { AppError } from "../../http/app-error.ts";
import { type QuoteFacts, quoteCancellation } from "./cancellation-quote.ts";
import { memberAmountsPaise } from "./plan-amounts.ts";

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
  it("before the plan starts: everything paid, registration fee included, less 10% of the plan fee", () => {
    const q = quoteCancellation(facts({ startsOn: "2027-01-01", endsOn: "2027-12-31" }));
    expect(q).toMatchObject({
      effective_date: "2026-12-16",
      started: false,
      days_total: 365,
      days_used: 0,
      amount_paid: 36_000,
      refundable: 36_000,
      // 10% of the plan fee of 34,000: the registration fee is no part of it (issue 41).
      admin_charge: 3_400,
      refund: 32_600,
    });
  });

  it("a plan starting on the effective date has not started: it never covers a day", () => {
    const q = quoteCancellation(facts({ startsOn: "2026-12-16", endsOn: "2027-12-15" }));
    expect(q).toMatchObject({ started: false, days_used: 0, refundable: 36_000, refund: 32_600 });
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
      admin_charge: 3_400,
      refund: 30_506.85,
      visits_before: 1,
      visits_after: 4,
    });
  });

  it("applies the configured rate only up to the policy's ceiling of 20% of the total fees", () => {
    const policy = { notice_days: 15, charge_percent: 30, charge_cap_percent: 20 };
    const q = quoteCancellation(facts({ startsOn: "2027-01-01", endsOn: "2027-12-31" }, { policy }));
    expect(q).toMatchObject({ admin_charge: 7_200, refund: 28_800 });
    const atCap = quoteCancellation(
      facts({ startsOn: "2027-01-01", endsOn: "2027-12-31" }, { policy: { ...policy, charge_percent: 20 } }),
    );
    // 20% of the plan fee (6,800) is under 20% of everything paid (7,200).
    expect(atCap).toMatchObject({ admin_charge: 6_800, refund: 29_200 });
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

  // The Cancellation and Refund Policy's words, checked for every plan in the catalogue, with and without a
  // registration fee paid: "a refund of 100% of the fees you paid, less administrative charges" before the
  // service starts; after, "a pro-rated refund for the unused part … Administrative charges of up to 20% of
  // the total fees are deducted" (its example: at least ₹33,000 of ₹60,000 after three of twelve months).
  describe.each(plans.flatMap((plan, id) => [true, false].map((first) => ({ plan, id, first }))))(
    "$plan.tier $plan.beneficiaries $plan.frequency, registration fee due: $first",
    ({ plan, id, first }) => {
      const amounts = memberAmountsPaise({ id, ...plan }, !first);
      const months = plan.frequency === "annual" ? 12 : 3;
      const paid = { paidPaise: amounts.total, registrationPaise: amounts.registrationDue };
      const planFee = (amounts.total - amounts.registrationDue) / 100;
      const tenth = Math.round(planFee * 10) / 100;
      const ceiling = (amounts.total * 0.2) / 100;
      const endOf = (start: string) => {
        const d = new Date(`${start}T00:00:00Z`);
        d.setUTCMonth(d.getUTCMonth() + months);
        d.setUTCDate(d.getUTCDate() - 1);
        return d.toISOString().slice(0, 10);
      };

      it("before the service starts: all of it back, less 10% of the plan fee", () => {
        const q = quoteCancellation(facts({ startsOn: "2027-01-01", endsOn: endOf("2027-01-01") }, paid));
        expect(q.refundable).toBe(amounts.total / 100);
        expect(q.admin_charge).toBe(tenth);
        expect(q.admin_charge).toBeLessThanOrEqual(ceiling);
        expect(q.refund).toBeCloseTo(amounts.total / 100 - tenth, 2);
      });

      it("after it starts: the plan fee's unused days, the registration fee kept, less at most 20% of the total", () => {
        const q = quoteCancellation(facts({ startsOn: "2026-11-01", endsOn: endOf("2026-11-01") }, paid));
        expect(q.started).toBe(true);
        const unused = q.days_total - q.days_used;
        expect(unused).toBeGreaterThan(0);
        expect(q.refundable).toBeCloseTo((planFee * unused) / q.days_total, 2);
        expect(q.admin_charge).toBe(Math.min(tenth, q.refundable));
        expect(q.admin_charge).toBeLessThanOrEqual(ceiling);
        expect(q.refund).toBeGreaterThanOrEqual(Math.max(0, q.refundable - ceiling) - 0.005);
        expect(q.refund).toBeCloseTo(q.refundable - q.admin_charge, 2);
      });
    },
  );
});
