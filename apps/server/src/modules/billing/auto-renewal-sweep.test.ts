import { AUTO_RENEWAL } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { quarterlyBronzeFamily, renewalSweepFor, turnOnAutoRenewal } from "../../test/auto-renewal.ts";
import { authed, type Member } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";

const HOUR = 3_600_000;

/** A member with a quarterly Bronze plan for one (₹6,600) to 28 Feb 2027, automatic renewal on. */
async function renewing(t: TestApp): Promise<{ member: Member; subscriptionId: number }> {
  const f = await quarterlyBronzeFamily(t);
  const on = await turnOnAutoRenewal(t, f);
  expect(on.mandate).toMatchObject({ method: "upi", state: "active" });
  return f;
}

const cycles = (t: TestApp, subscriptionId: number) =>
  query<{ state: string; kind: string; attempts: number; debit_on: string; renewed: number | null }>(
    t,
    sql`select state, kind, attempts, debit_on::text, renewed_subscription_id as renewed from renewal_cycles where subscription_id = ${subscriptionId}`,
  );
const plansOf = (t: TestApp, userId: number) =>
  query<{ starts_on: string; ends_on: string; registration: number; amount: number; invoiced: boolean }>(
    t,
    sql`select s.starts_on::text, s.ends_on::text, r.registration_fee_paise as registration, r.amount_paise as amount,
          exists (select 1 from invoices i where i.payment_id = s.payment_id) as invoiced
        from subscriptions s join subscription_requests r on r.id = s.request_id where s.user_id = ${userId} order by s.starts_on`,
  );
const paymentsOf = (t: TestApp, userId: number) =>
  query<{ status: string }>(t, sql`select status from payments where user_id = ${userId} order by id`);
/** The letters about a plan's renewal cycles, of one kind. */
const letters = (t: TestApp, subscriptionId: number, kind: string) =>
  query<{ subject: string; channel: string }>(
    t,
    sql`select subject, channel from notifications where kind = ${kind}
          and ref_id in (select id from renewal_cycles where subscription_id = ${subscriptionId}) order by id`,
  );

describe.each(TEST_DATABASES)("automatic renewal's sweep (%s)", (kind) => {
  const clock = fixedClock("2026-12-01T04:30:00Z");
  const gateway = createSandboxGateway({ confirmAfterMs: 0, now: clock.now });
  const t = useTestApp(kind, {}, { now: clock.now, gateway });
  const sweep = () => renewalSweepFor(t, gateway, clock.now);

  it("never debits without a notice recorded a day before: moving the clock to the debit day only sends the notice", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await renewing(t);
    const s = sweep();
    expect(await s.runOnce(clock.now())).toMatchObject({ noticed: 0, debited: 0 });

    // Straight to the debit day, 10:00 in India, with no notice sent yet: the notice goes now, no debit.
    clock.set("2027-02-28T04:30:00Z");
    expect(await s.runOnce(clock.now())).toMatchObject({ noticed: 1, debited: 0 });
    expect(await cycles(t, f.subscriptionId)).toEqual([
      { state: "noticed", kind: "debit", attempts: 0, debit_on: "2027-02-28", renewed: null },
    ]);
    const notice = await letters(t, f.subscriptionId, "auto_renewal_notice");
    expect(notice.length).toBeGreaterThan(0);
    expect(notice[0]?.subject).toContain("renews on 28 Feb 2027");
    clock.advance((AUTO_RENEWAL.minNoticeHours - 1) * HOUR);
    expect(await s.runOnce(clock.now())).toMatchObject({ noticed: 0, debited: 0 });
    expect(await plansOf(t, f.member.userId)).toHaveLength(1);

    // A day after the notice: debited once, the plan renewed from the day after its end, no registration fee.
    clock.advance(HOUR);
    expect(await s.runOnce(clock.now())).toMatchObject({ debited: 1, settled: 1 });
    expect(await s.runOnce(clock.now())).toMatchObject({ noticed: 0, debited: 0, settled: 0 });
    const [cycle] = await cycles(t, f.subscriptionId);
    expect(cycle).toMatchObject({ state: "renewed", attempts: 1 });
    expect(await plansOf(t, f.member.userId)).toEqual([
      expect.objectContaining({ starts_on: "2026-12-01", ends_on: "2027-02-28" }),
      { starts_on: "2027-03-01", ends_on: "2027-05-31", registration: 0, amount: 660000, invoiced: true },
    ]);
    expect(await letters(t, f.subscriptionId, "auto_renewal_notice")).toEqual(notice);
    // The mandate carries on with the new plan: its next renewal is that plan's last day.
    const [next] = await query<{ next_debit_on: string; state: string }>(
      t,
      sql`select next_debit_on::text, state from renewal_mandates where subscription_id = ${cycle?.renewed ?? 0}`,
    );
    expect(next).toEqual({ next_debit_on: "2027-05-31", state: "active" });
  });

  it("sends the notice on its date, then debits on the plan's last day", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await renewing(t);
    const s = sweep();
    clock.set("2027-02-26T04:30:00Z");
    expect(await s.runOnce(clock.now())).toMatchObject({ noticed: 1, debited: 0 });
    clock.set("2027-02-27T23:00:00Z"); // 28 Feb in India, 04:30
    expect(await s.runOnce(clock.now())).toMatchObject({ debited: 1, settled: 1 });
    expect((await plansOf(t, f.member.userId)).map((p) => p.starts_on)).toEqual(["2026-12-01", "2027-03-01"]);
  });

  it("retries a declined debit a day later, at most three times, then tells the family and the team, and the plan ends on its date", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await renewing(t);
    const s = sweep();
    clock.set("2027-02-26T04:30:00Z");
    await s.runOnce(clock.now());
    clock.set("2027-02-28T04:30:00Z");
    for (let attempt = 1; attempt <= AUTO_RENEWAL.maxAttempts; attempt++) {
      gateway.failNextFor(f.member.userId);
      expect(await s.runOnce(clock.now())).toMatchObject({ debited: 1 });
      // Not again before the retry time.
      expect(await s.runOnce(clock.now())).toMatchObject({ debited: 0 });
      clock.advance(AUTO_RENEWAL.retryHours * HOUR);
    }
    expect(await s.runOnce(clock.now())).toMatchObject({ debited: 0 });
    expect(await cycles(t, f.subscriptionId)).toEqual([
      { state: "failed", kind: "debit", attempts: 3, debit_on: "2027-02-28", renewed: null },
    ]);
    expect((await paymentsOf(t, f.member.userId)).map((p) => p.status)).toEqual([
      "paid",
      "failed",
      "failed",
      "failed",
    ]);
    expect(await plansOf(t, f.member.userId)).toHaveLength(1);
    const told = await letters(t, f.subscriptionId, "auto_renewal_failed");
    expect(told.length).toBeGreaterThan(0);
    // The operations team, once.
    expect(await letters(t, f.subscriptionId, "auto_renewal_failed_team")).toEqual([
      { subject: `Automatic renewal failed: plan #${f.subscriptionId}`, channel: "email" },
    ]);
  });

  it("renews once when many sweeps run at once and the payment is confirmed twenty times", async () => {
    clock.set("2026-12-01T04:30:00Z");
    const f = await renewing(t);
    clock.set("2027-02-26T04:30:00Z");
    await Promise.all(Array.from({ length: 5 }, () => sweep().runOnce(clock.now())));
    expect(await cycles(t, f.subscriptionId)).toHaveLength(1);
    clock.set("2027-02-28T04:30:00Z");
    await Promise.all(Array.from({ length: 5 }, () => sweep().runOnce(clock.now())));
    const [payment] = await query<{ id: number }>(
      t,
      sql`select p.id from payments p join renewal_cycles c on c.payment_id = p.id where c.subscription_id = ${f.subscriptionId}`,
    );
    const again = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call({
          method: "POST",
          url: "/api/users/paymentstatus/",
          headers: authed(f.member),
          payload: { user_id: f.member.userId, payment_id: payment?.id },
        }),
      ),
    );
    expect(again.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await plansOf(t, f.member.userId)).toHaveLength(2);
    expect((await paymentsOf(t, f.member.userId)).map((p) => p.status)).toEqual(["paid", "paid"]);
    expect(await cycles(t, f.subscriptionId)).toEqual([
      expect.objectContaining({ state: "renewed", attempts: 1 }),
    ]);
  });
});
