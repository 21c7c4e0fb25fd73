import { type PlanUsage, SYSTEM_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import {
  book,
  bookingBody,
  fixedClock,
  grantPlan,
  serviceId,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";

/** 10:00 India time on Tuesday 1 December 2026. */
const NOW = "2026-12-01T04:30:00Z";
const RULES = { min_notice_hours: 12, window_days: 90, cancel_cutoff_hours: 24 };

function usageCall(t: TestApp, m: Member, payload: object = {}) {
  return t.call({ method: "POST", url: "/api/users/getplanusage/", headers: authed(m), payload });
}

async function usageOf(t: TestApp, m: Member): Promise<PlanUsage> {
  const res = await usageCall(t, m);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Data as PlanUsage;
}

/** Each inclusion as kind → [allowance, used, left]. */
const counts = (u: PlanUsage) =>
  Object.fromEntries(u.inclusions.map((i) => [i.kind, [i.monthly_allowance, i.used, i.left]]));

describe.each(TEST_DATABASES)("users/getplanusage/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companion: number;
  let wellness: number;
  let uncounted: number;
  let grocery: number;

  beforeAll(async () => {
    companion = await serviceId(t, "GEN-COMPANION");
    wellness = await serviceId(t, "GEN-WELLNESS-CHECK");
    uncounted = await uncountedService(t);
    grocery = await serviceId(t, "CNV-GROCERY");
  });

  it("shows no plan and nothing included to a member without one", async () => {
    const registered = await registerMember(t);
    const usage = await usageOf(t, { userId: registered.userId, token: registered.token });
    expect(usage).toEqual({
      subscription: null,
      month: "2026-12",
      plan_type_name: null,
      inclusions: [],
      rules: RULES,
    });
  });

  it("shows the running plan's inclusions with this month's visits used and left", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2027-11-30", lovedOnes: 2 });
    const [kamala, haripada] = f.lovedOnes as [number, number];
    const booked = [
      bookingBody(kamala, companion, { visit_date: "2026-12-10" }),
      bookingBody(haripada, wellness, { visit_date: "2026-12-10" }),
      bookingBody(kamala, companion, { visit_date: "2026-12-31" }),
      bookingBody(kamala, uncounted, { visit_date: "2026-12-12" }),
      bookingBody(kamala, grocery, { visit_date: "2026-12-13" }),
      // Next month's visit is not this month's.
      bookingBody(kamala, companion, { visit_date: "2027-01-05" }),
    ];
    for (const body of booked) expect((await book(t, f.member, body)).status).toBe(200);
    // A cancelled visit no longer counts.
    await t.database.db.execute(
      sql`update bookings set status = 'cancelled' where user_id = ${f.member.userId} and visit_date = '2026-12-13'`,
    );

    const usage = await usageOf(t, f.member);
    expect(usage).toMatchObject({
      subscription: {
        subscription_id: f.subscriptionId,
        plan_tier_id: expect.any(Number),
        plan_type_name: "silver",
        beneficiary_count_dtls: "Couple",
        frequency_of_payment_dtls: "Annual",
        start_date: "2026-12-01",
        end_date: "2027-11-30",
        status: "active",
      },
      month: "2026-12",
      plan_type_name: "silver",
      rules: RULES,
    });
    expect(usage.inclusions).toEqual([
      {
        kind: "companion_visit",
        label: "Companion visits (up to 2 hours each)",
        detail: "4 a month",
        monthly_allowance: 4,
        used: 3,
        left: 1,
      },
      {
        kind: "wellness_call",
        label: "Wellness check-in calls",
        detail: "Twice a week",
        monthly_allowance: null,
        used: 1,
        left: null,
      },
      {
        kind: "emergency_support",
        label: "24x7 emergency coordination",
        detail: null,
        monthly_allowance: null,
        used: 0,
        left: null,
      },
      {
        kind: "doctor_visit",
        label: "Doctor-visit accompaniment",
        detail: "1 a month",
        monthly_allowance: 1,
        used: 0,
        left: 1,
      },
      {
        kind: "errand",
        label: "Errands, bills and bank visits",
        detail: "2 a month",
        monthly_allowance: 2,
        used: 0,
        left: 2,
      },
      {
        kind: "family_report",
        label: "Update report for the family",
        detail: "Fortnightly",
        monthly_allowance: null,
        used: 0,
        left: null,
      },
    ]);

    // In January the month and its count move on.
    clock.set("2027-01-02T04:30:00Z");
    try {
      const january = await usageOf(t, f.member);
      expect(january.month).toBe("2027-01");
      expect(counts(january).companion_visit).toEqual([4, 1, 3]);
      expect(counts(january).emergency_support).toEqual([null, 0, null]);
    } finally {
      clock.set(NOW);
    }
  });

  it("shows only what the tier includes (Bronze: no doctor visits or care manager)", async () => {
    const f = await subscribedFamily(t, { tier: "bronze", startsOn: "2026-11-15", endsOn: "2027-11-14" });
    const usage = await usageOf(t, f.member);
    expect(usage.plan_type_name).toBe("bronze");
    expect(counts(usage)).toEqual({
      companion_visit: [2, 0, 2],
      wellness_call: [null, 0, null],
      emergency_support: [null, 0, null],
      errand: [1, 0, 1],
      family_report: [null, 0, null],
    });
  });

  it("shows the upcoming plan when none is running, and nothing once every plan has ended", async () => {
    const registered = await registerMember(t);
    const m = { userId: registered.userId, token: registered.token };
    await grantPlan(t, m.userId, { tier: "bronze", startsOn: "2025-11-01", endsOn: "2026-10-31" });
    expect((await usageOf(t, m)).subscription).toBeNull();

    const next = await grantPlan(t, m.userId, { tier: "gold", startsOn: "2027-01-01", endsOn: "2027-12-31" });
    const usage = await usageOf(t, m);
    expect(usage.subscription).toMatchObject({
      subscription_id: next,
      plan_type_name: "gold",
      status: "upcoming",
      start_date: "2027-01-01",
    });
    expect(usage.plan_type_name).toBe("gold");
    expect(usage.month).toBe("2026-12");
    expect(counts(usage)).toMatchObject({ companion_visit: [8, 0, 8], care_manager: [null, 0, null] });

    // A running plan wins over the upcoming one.
    const now = await grantPlan(t, m.userId, {
      tier: "silver",
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
    });
    expect((await usageOf(t, m)).subscription).toMatchObject({ subscription_id: now, status: "active" });
  });

  it("takes the member from the session only", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2027-11-30", lovedOnes: 0 });
    const own = await usageCall(t, f.member, { user_id: f.member.userId });
    expect(own.status).toBe(400);
    expect(own.body.Errors.Business_Errors).toContainEqual({
      Code: "BE001",
      Message: `${SYSTEM_MESSAGES.unknownField}: "user_id"`,
    });
    const visitor = await t.call({ method: "POST", url: "/api/users/getplanusage/", payload: {} });
    expect(visitor.status).toBe(401);
  });
});
