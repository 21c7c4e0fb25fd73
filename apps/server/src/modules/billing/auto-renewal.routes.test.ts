import { AUTO_RENEWAL_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { askToCancel, authed, type Member } from "../../test/billing.ts";
import { expectError, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { fixedClock, grantPlan, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";

const call = (t: TestApp, m: Member, path: "setautorenew" | "getautorenew", payload: object) =>
  t.call({ method: "POST", url: `/api/users/${path}/`, headers: authed(m), payload });

/** A member with a quarterly Bronze plan for one (₹6,600: under the ₹15,000 approval limit). */
async function quarterlyFamily(t: TestApp, startsOn = "2026-12-01", endsOn = "2027-02-28") {
  const f = await subscribedFamily(t, {
    tier: "bronze",
    beneficiaries: "single",
    startsOn,
    endsOn,
    lovedOnes: 0,
  });
  await t.database.db.execute(
    sql`update subscriptions set frequency = 'quarterly', plan_tier_id = (select id from plan_tiers where tier = 'bronze' and beneficiaries = 'single' and frequency = 'quarterly') where id = ${f.subscriptionId}`,
  );
  return f;
}

const mandates = (t: TestApp, subscriptionId: number) =>
  query<{ state: string; method: string; next_debit_on: string; gateway_cancelled: boolean }>(
    t,
    sql`select state, method, next_debit_on::text, gateway_cancelled_at is not null as gateway_cancelled
          from renewal_mandates where subscription_id = ${subscriptionId} order by id`,
  );

describe.each(TEST_DATABASES)("automatic renewal (%s)", (kind) => {
  // 1 December 2026, 10:00 in India.
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });

  it("turns on with a sandbox mandate, shows the next debit and its notice, and turns off at the gateway", async () => {
    const f = await quarterlyFamily(t);
    const before = await call(t, f.member, "getautorenew", { subscription_id: f.subscriptionId });
    expect(before.body.Data).toEqual({ subscription_id: f.subscriptionId, enabled: false, mandate: null });

    const on = await call(t, f.member, "setautorenew", { subscription_id: f.subscriptionId, enabled: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.Data).toMatchObject({
      Message: AUTO_RENEWAL_MESSAGES.turnedOn,
      enabled: true,
      mandate: {
        state: "active",
        method: "upi",
        next_debit_date: "2027-02-28",
        notice_date: "2027-02-26",
        amount: 6600,
        link_reason: null,
      },
    });
    const read = await call(t, f.member, "getautorenew", { subscription_id: f.subscriptionId });
    expect(read.body.Data.mandate).toEqual(on.body.Data.mandate);

    const off = await call(t, f.member, "setautorenew", {
      subscription_id: f.subscriptionId,
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.Data).toMatchObject({
      enabled: false,
      mandate: null,
      Message: AUTO_RENEWAL_MESSAGES.turnedOff,
    });
    expect(await mandates(t, f.subscriptionId)).toEqual([
      { state: "cancelled", method: "upi", next_debit_on: "2027-02-28", gateway_cancelled: true },
    ]);
    const again = await call(t, f.member, "setautorenew", {
      subscription_id: f.subscriptionId,
      enabled: false,
    });
    expect(again.body.Data.Message).toBe(AUTO_RENEWAL_MESSAGES.alreadyOff);
  });

  it("makes a renewal above ₹15,000 a payment link, and a payer the gateway refuses (foreign phone) too", async () => {
    const annual = await subscribedFamily(t, { ...YEAR, tier: "gold", lovedOnes: 0 });
    const res = await call(t, annual.member, "setautorenew", {
      subscription_id: annual.subscriptionId,
      enabled: true,
    });
    expect(res.body.Data.mandate).toMatchObject({
      method: "link",
      state: "active",
      link_reason: "over_limit",
    });

    const foreign = await quarterlyFamily(t);
    await t.database.db.execute(
      sql`update users set phone = '+447700900123' where id = ${foreign.member.userId}`,
    );
    const refused = await call(t, foreign.member, "setautorenew", {
      subscription_id: foreign.subscriptionId,
      enabled: true,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.Data.mandate).toMatchObject({
      method: "link",
      state: "active",
      link_reason: "gateway_refused",
    });
  });

  it("refuses another member's plan (404) and an ended plan (422), writing nothing", async () => {
    const f = await quarterlyFamily(t);
    const stranger = await registerMember(t);
    const theirs = await call(t, { userId: stranger.userId, token: stranger.token }, "setautorenew", {
      subscription_id: f.subscriptionId,
      enabled: true,
    });
    expect(theirs.status).toBe(404);
    const peek = await call(t, { userId: stranger.userId, token: stranger.token }, "getautorenew", {
      subscription_id: f.subscriptionId,
    });
    expect(peek.status).toBe(404);
    const missing = await call(t, f.member, "setautorenew", {
      subscription_id: 2_000_000_000,
      enabled: true,
    });
    expect(missing.status).toBe(404);

    const ended = await grantPlan(t, f.member.userId, { startsOn: "2025-11-01", endsOn: "2026-10-31" });
    const late = await call(t, f.member, "setautorenew", { subscription_id: ended, enabled: true });
    expectError(late, 422, AUTO_RENEWAL_MESSAGES.planEnded);
    expect(await mandates(t, ended)).toEqual([]);
    expect(await mandates(t, f.subscriptionId)).toEqual([]);

    const bad = await call(t, f.member, "setautorenew", {
      subscription_id: f.subscriptionId,
      enabled: "yes",
    });
    expect(bad.status).toBe(400);
  });

  it("makes one mandate for ten requests at once", async () => {
    const f = await quarterlyFamily(t);
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, f.member, "setautorenew", { subscription_id: f.subscriptionId, enabled: true }),
      ),
    );
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await mandates(t, f.subscriptionId)).toEqual([
      { state: "active", method: "upi", next_debit_on: "2027-02-28", gateway_cancelled: false },
    ]);
  });

  it("moves the next debit with a pause", async () => {
    const f = await quarterlyFamily(t);
    await call(t, f.member, "setautorenew", { subscription_id: f.subscriptionId, enabled: true });
    const paused = await t.call({
      method: "POST",
      url: "/api/users/pausesubscription/",
      headers: authed(f.member),
      payload: { subscription_id: f.subscriptionId, from: "2027-01-01", months: 1 },
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const read = await call(t, f.member, "getautorenew", { subscription_id: f.subscriptionId });
    expect(read.body.Data.mandate).toMatchObject({
      next_debit_date: paused.body.Data.end_date,
      notice_date: "2027-03-29",
    });
    expect(paused.body.Data.end_date).toBe("2027-03-31");
  });

  it("cancels the mandate at the gateway when the family asks to cancel the plan, and refuses to turn it on again", async () => {
    const f = await quarterlyFamily(t);
    await call(t, f.member, "setautorenew", { subscription_id: f.subscriptionId, enabled: true });
    await askToCancel(t, f.member, f.subscriptionId);
    expect(await mandates(t, f.subscriptionId)).toEqual([
      { state: "cancelled", method: "upi", next_debit_on: "2027-02-28", gateway_cancelled: true },
    ]);
    const on = await call(t, f.member, "setautorenew", { subscription_id: f.subscriptionId, enabled: true });
    expectError(on, 422, AUTO_RENEWAL_MESSAGES.planCancelled);
  });
});
