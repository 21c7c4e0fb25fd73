import { REFUND_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { authed, refundSweep } from "../../test/billing.ts";
import { emailOf, expectError, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { fixedClock, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";

/**
 * A second payment captured for the family's plan, already paid by the first (the gateway reported it
 * late): refund_due, never invoiced, `captured` paise taken.
 */
async function capturedTwice(t: TestApp, subscriptionId: number, captured: number) {
  const [row] = await query<{ id: number }>(
    t,
    sql`insert into payments (request_id, user_id, payment_type, amount_paise, captured_paise, gateway, status,
                              gateway_order_id, gateway_payment_id, paid_at)
        select p.request_id, p.user_id, p.payment_type, p.amount_paise, ${captured}, p.gateway, 'refund_due',
               'sandbox_order_twice_' || p.id, 'sandbox_pay_twice_' || p.id, now()
        from payments p join subscriptions s on s.payment_id = p.id where s.id = ${subscriptionId}
        returning id`,
  );
  if (!row) throw new Error("no payment to capture twice");
  return row.id;
}

const refundsOf = (t: TestApp, paymentId: number) =>
  query<{ id: number; amount_paise: number; cancellation_id: number | null; idempotency_key: string }>(
    t,
    sql`select id, amount_paise, cancellation_id, idempotency_key from refunds where payment_id = ${paymentId}`,
  );

describe.each(TEST_DATABASES)("refunding a payment captured twice (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  const refund = (paymentId: unknown) => adminCall(t, admin, "refundpayment", { payment_id: paymentId });

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
  });

  it("refunds what was captured once, however many clicks arrive at once; audited; the family told when paid back, with no credit note", async () => {
    const f = await subscribedFamily(t, YEAR);
    const paymentId = await capturedTwice(t, f.subscriptionId, 1_234_500);

    const clicks = await Promise.all(Array.from({ length: 20 }, () => refund(paymentId)));
    const ok = clicks.filter((c) => c.status === 200);
    expect(ok).toHaveLength(1);
    for (const c of clicks.filter((c) => c.status !== 200)) {
      expectError(c, 409, REFUND_MESSAGES.paymentAlreadyRefunded);
    }
    expect(ok[0]?.body.Data).toEqual({
      payment: expect.objectContaining({
        payment_id: paymentId,
        user_id: f.member.userId,
        amount: 12_345,
        refund_status: "pending",
      }),
      Message: REFUND_MESSAGES.paymentRefunding,
    });
    const made = await refundsOf(t, paymentId);
    expect(made).toEqual([
      {
        id: expect.any(Number),
        amount_paise: 1_234_500,
        cancellation_id: null,
        idempotency_key: `eldercare-refund-payment-${paymentId}`,
      },
    ]);
    const audit = await query<{ action: string; target_type: string }>(
      t,
      sql`select action, target_type from admin_audit where target_type = 'payment' and target_id = ${paymentId}`,
    );
    expect(audit).toEqual([{ action: "payment.refund", target_type: "payment" }]);

    // The sweep sends it; processed, the family hears, and no credit note is made (nothing was invoiced).
    const sweep = refundSweep(t, createSandboxGateway({ confirmAfterMs: 0, now: clock.now }));
    expect(await sweep.sendDue(clock.now())).toBe(1);
    expect(await sweep.settle(made[0]?.id ?? 0, "processed", null, clock.now())).toBe(true);
    const to = await emailOf(t, f.member.userId);
    const mails = await query<{ subject: string; body: string }>(
      t,
      sql`select subject, body from notifications where kind = 'refund_processed' and to_address = ${to}`,
    );
    expect(mails).toEqual([
      {
        subject: "Your refund of ₹12,345.00 is on its way",
        body: expect.stringContaining("of a payment we took twice for your plan"),
      },
    ]);
    expect(mails[0]?.body).not.toContain("credit note");
    const notes = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from credit_notes where refund_id = ${made[0]?.id ?? 0}`,
    );
    expect(notes).toEqual([{ n: 0 }]);
    const listed = await adminCall(t, admin, "getallrefunds", {});
    expect(listed.body.Data.refund_due_payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ payment_id: paymentId, refund_status: "processed" }),
      ]),
    );
  });

  it("refuses a paid payment, an unknown one, a bad id, and a member", async () => {
    const f = await subscribedFamily(t, YEAR);
    const [paid] = await query<{ id: number }>(
      t,
      sql`select payment_id as id from subscriptions where id = ${f.subscriptionId}`,
    );
    expectError(await refund(paid?.id), 404, REFUND_MESSAGES.paymentNotFound);
    expectError(await refund(99_999_999), 404, REFUND_MESSAGES.paymentNotFound);
    expect((await refund("1; drop table refunds")).status).toBe(400);
    const twice = await capturedTwice(t, f.subscriptionId, 500_000);
    const asMember = await t.call({
      method: "POST",
      url: "/api/admin/refundpayment/",
      headers: authed(f.member),
      payload: { payment_id: twice },
    });
    expect(asMember.status).toBe(403);
    expect(await refundsOf(t, twice)).toEqual([]);
    expect(await refundsOf(t, paid?.id ?? 0)).toEqual([]);
  });
});
