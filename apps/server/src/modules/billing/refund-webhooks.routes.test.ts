import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { askToCancel, createRequest, findPlan, memberCall, pay, refundSweep } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { postRazorpayWebhook, useFakeRazorpay } from "../../test/fake-razorpay.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, registerMember } from "../../test/identity.ts";
import { REFUND_PROCESSED_KIND } from "./refunds.service.ts";

describe.each(TEST_DATABASES)("Razorpay's refund webhooks (%s)", (kind) => {
  const rz = useFakeRazorpay();
  const t = useTestApp(kind, { PAYMENT_GATEWAY: "razorpay" }, () => ({ gateway: rz.gateway }));
  const postWebhook = (body: string, headers: Record<string, string>) =>
    postRazorpayWebhook(t, { body, headers });

  /** A member who paid with Razorpay, asked to cancel, was approved; the refund sent to Razorpay. */
  async function refundSent(t: TestApp) {
    const m = await registerMember(t);
    const plan = await findPlan(t, "gold", "Couple", "Quarterly");
    const requestId = (await createRequest(t, m, plan.plan_tier_id)).body.Data.request_id;
    const data = (await pay(t, m, requestId, plan)).body.Data;
    const { paymentId, signature } = rz.fake.capture(data.checkout.order_id);
    const verified = await memberCall(t, m, "paymentverify", {
      payment_id: data.payment_id,
      razorpay_order_id: data.checkout.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    const subscriptionId = verified.body.Data.subscription_id as number;
    const { id: cancellationId } = await askToCancel(t, m, subscriptionId);
    const admin = (await loginNewAdmin(t)).token;
    await adminCall(t, admin, "decidecancellation", { cancellation_id: cancellationId, decision: "approve" });
    const sweep = refundSweep(t, rz.gateway);
    expect(await sweep.sendDue(new Date())).toBeGreaterThanOrEqual(1);
    const [row] = await query<{ id: number; gateway_refund_id: string }>(
      t,
      sql`select id, gateway_refund_id from refunds where cancellation_id = ${cancellationId}`,
    );
    if (!row) throw new Error("no refund");
    return { refund: row, paymentId };
  }

  it("refund.processed replayed 20 times at once settles the refund once, with one email", async () => {
    const { refund, paymentId } = await refundSent(t);
    expect(rz.fake.refunds.get(refund.gateway_refund_id)).toMatchObject({
      payment_id: paymentId,
      status: "pending",
    });
    rz.fake.settleRefund(refund.gateway_refund_id, "processed");
    const event = rz.fake.refundWebhook("refund.processed", refund.gateway_refund_id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(event.body, event.headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const [state] = await query<{ status: string; mails: number; notes: number }>(
      t,
      sql`select r.status, (select count(*)::int from notifications n where n.kind = ${REFUND_PROCESSED_KIND} and n.ref_id = r.id) as mails,
            (select count(*)::int from credit_notes c where c.refund_id = r.id) as notes
          from refunds r where r.id = ${refund.id}`,
    );
    expect(state).toEqual({ status: "processed", mails: 1, notes: 1 });
  });

  it("refund.failed settles it as failed and tells the team; a forged one changes nothing", async () => {
    const { refund } = await refundSent(t);
    const event = rz.fake.refundWebhook("refund.failed", refund.gateway_refund_id);
    const forged = await postWebhook(event.body.replace("refund.failed", "refund.processed"), event.headers);
    expect(forged.status).toBe(403);
    rz.fake.settleRefund(refund.gateway_refund_id, "failed");
    expect((await postWebhook(event.body, event.headers)).status).toBe(200);
    const [state] = await query<{ status: string; mails: number }>(
      t,
      sql`select r.status, (select count(*)::int from notifications n where n.kind = 'refund_failed' and n.ref_id = r.id) as mails
          from refunds r where r.id = ${refund.id}`,
    );
    expect(state).toEqual({ status: "failed", mails: 1 });
  });
});
