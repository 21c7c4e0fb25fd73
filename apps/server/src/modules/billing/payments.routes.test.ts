import { PAYMENT_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSandboxGateway, type SandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { GatewayError } from "../../integrations/payments/types.ts";
import { indiaDate, lastDayOfMonths } from "../../lib/india-date.ts";
import { countRows, createRequest, findPlan, memberCall, pay } from "../../test/billing.ts";
import { createTestClock } from "../../test/clock.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";

describe.each(TEST_DATABASES)("subscriptions and payments (%s)", (kind) => {
  const clock = createTestClock();
  const gateway = createSandboxGateway({ confirmAfterMs: 0, now: clock.now });
  const t = useTestApp(kind, {}, { now: clock.now, gateway });

  it("buys gold couple quarterly: the payment is confirmed, the plan is active and invoiced", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "gold", "Couple", "Quarterly");
    const created = await createRequest(t, member, plan.plan_tier_id);
    expect(created.status).toBe(200);
    const requestId = created.body.Data.request_id as number;

    const paid = await pay(t, member, requestId, plan);
    expect(paid.status).toBe(200);
    expect(paid.body.Data).toMatchObject({
      Message: PAYMENT_MESSAGES.succeeded,
      Success: true,
      status: "paid",
      gateway: "sandbox",
      checkout: null,
    });
    expect(paid.body.Data.subscription_id).toEqual(expect.any(Number));
    expect(paid.body.Data.invoice_id).toEqual(expect.any(Number));

    const today = indiaDate(clock.now());
    const profile = await memberCall(t, member, "getprofiledata", {});
    expect(profile.body.Data.subscriptions).toEqual([
      {
        subscription_id: paid.body.Data.subscription_id,
        plan_tier_id: plan.plan_tier_id,
        plan_type_name: "gold",
        beneficiary_count_dtls: "Couple",
        frequency_of_payment_dtls: "Quarterly",
        start_date: today,
        end_date: lastDayOfMonths(today, 3),
        status: "active",
        cancellation: null,
        pause: null,
      },
    ]);

    const history = await memberCall(t, member, "getpayments", {});
    expect(history.body.Data.payments).toEqual([
      expect.objectContaining({
        payment_id: paid.body.Data.payment_id,
        request_id: requestId,
        plan_type_name: "gold",
        amount: plan.plan_tier_amt,
        status: "paid",
        invoice_id: paid.body.Data.invoice_id,
        invoice_no: expect.stringMatching(/^SCR\/\d\d-\d\d\/\d{6}$/),
      }),
    ]);
  });

  it("charges the registration fee with a member's first plan only, and says so in the request's amount", async () => {
    const member = await registerMember(t);
    const bronze = await findPlan(t, "bronze", "Single", "Annual");
    expect(bronze.reg_fee_waived).toBe(0);
    const first = await createRequest(t, member, bronze.plan_tier_id);
    expect(first.body.Data.amount).toBe(bronze.plan_tier_amt);
    expect((await pay(t, member, first.body.Data.request_id, bronze)).body.Data.status).toBe("paid");

    // The next period, or another plan: the fee was paid once, with the first.
    const quarterly = await findPlan(t, "bronze", "Single", "Quarterly");
    const next = await createRequest(t, member, quarterly.plan_tier_id);
    expect(next.body.Data.amount).toBe(quarterly.plan_tier_amt - quarterly.registration_fee);
    const atCatalogue = await pay(t, member, next.body.Data.request_id, quarterly, {
      payment_amount: quarterly.plan_tier_amt,
    });
    expect(atCatalogue.status).toBe(422);
    expect((await pay(t, member, next.body.Data.request_id, quarterly)).body.Data.status).toBe("paid");
    const [row] = (
      (await t.database.db.execute(
        sql`select registration_fee_paise, amount_paise from subscription_requests where id = ${next.body.Data.request_id}`,
      )) as unknown as { rows: { registration_fee_paise: number; amount_paise: number }[] }
    ).rows;
    expect(row).toEqual({ registration_fee_paise: 0, amount_paise: (quarterly.plan_tier_amt - 2000) * 100 });
  });

  it("gives the same request to a repeated choice, and replaces an unpaid choice of another plan", async () => {
    const member = await registerMember(t);
    const gold = await findPlan(t, "gold", "Single", "Annual");
    const silver = await findPlan(t, "silver", "Single", "Annual");
    const first = (await createRequest(t, member, gold.plan_tier_id)).body.Data.request_id;
    const again = await Promise.all([1, 2, 3].map(() => createRequest(t, member, gold.plan_tier_id)));
    expect(again.map((r) => r.body.Data.request_id)).toEqual([first, first, first]);

    const other = (await createRequest(t, member, silver.plan_tier_id)).body.Data.request_id;
    expect(other).not.toBe(first);
    const stale = await pay(t, member, first, gold);
    expect(stale.status).toBe(409);
    expect(stale.body.Errors.Business_Errors[0]?.Message).toBe(PAYMENT_MESSAGES.requestNotOpen);
    expect((await pay(t, member, other, silver)).body.Data.status).toBe("paid");
    expect(await countRows(t, "payments", member.userId)).toBe(1);
  });

  it("20 simultaneous PAY NOW requests for one request make exactly one payment and one subscription", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "silver", "Couple", "Annual");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(t, member, requestId, plan)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.Data.payment_id)).size).toBe(1);
    expect(await countRows(t, "payments", member.userId)).toBe(1);
    expect(await countRows(t, "subscriptions", member.userId)).toBe(1);
    expect(await countRows(t, "invoices", member.userId)).toBe(1);
  });

  it("refuses a tampered amount or payment type and writes nothing", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "bronze", "Single", "Annual");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    const cheaper = await pay(t, member, requestId, plan, { payment_amount: 1 });
    expect(cheaper.status).toBe(422);
    expect(cheaper.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE011",
      Message: PAYMENT_MESSAGES.amountMismatch,
    });
    const paisa = await pay(t, member, requestId, plan, { payment_amount: plan.plan_tier_amt + 0.01 });
    expect(paisa.status).toBe(422);
    const quarterly = await pay(t, member, requestId, plan, { payment_type: 2 });
    expect(quarterly.body.Errors.Business_Errors[0]?.Message).toBe(PAYMENT_MESSAGES.paymentTypeMismatch);
    const unknownField = await pay(t, member, requestId, plan, { status: "paid" });
    expect(unknownField.status).toBe(400);
    expect(await countRows(t, "payments", member.userId)).toBe(0);
    expect(await countRows(t, "subscriptions", member.userId)).toBe(0);
  });

  it("keeps members apart: no paying for, seeing or downloading another member's request, payment or invoice", async () => {
    const owner = await registerMember(t);
    const other = await registerMember(t);
    const plan = await findPlan(t, "bronze", "Couple", "Quarterly");
    const requestId = (await createRequest(t, owner, plan.plan_tier_id)).body.Data.request_id;
    const paid = (await pay(t, owner, requestId, plan)).body.Data;

    expect((await pay(t, other, requestId, plan)).status).toBe(404);
    const viaOwnerId = await t.call({
      method: "POST",
      url: "/api/users/paymentprocess/",
      headers: { authorization: `Bearer ${other.token}` },
      payload: {
        user_id: owner.userId,
        request_id: requestId,
        payment_type: 2,
        payment_ref_no: null,
        payment_amount: plan.plan_tier_amt,
      },
    });
    expect(viaOwnerId.status).toBe(403);
    expect((await memberCall(t, other, "paymentstatus", { payment_id: paid.payment_id })).status).toBe(404);
    expect((await memberCall(t, other, "getinvoice", { invoice_id: paid.invoice_id })).status).toBe(404);
    const pdf = await memberCall(t, other, "invoicepdf", { invoice_id: paid.invoice_id });
    expect(pdf.status).toBe(404);
    expect((await memberCall(t, other, "getpayments", {})).body.Data.payments).toEqual([]);
    expect(await countRows(t, "payments", other.userId)).toBe(0);
  });

  it("a declined payment leaves no plan, says so, and the member can try again", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "gold", "Single", "Quarterly");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    gateway.failNextFor(member.userId);
    const declined = await pay(t, member, requestId, plan);
    expect(declined.status).toBe(200);
    expect(declined.body.Data).toMatchObject({
      Success: false,
      status: "failed",
      Message: PAYMENT_MESSAGES.failed,
    });
    expect(await countRows(t, "subscriptions", member.userId)).toBe(0);
    expect((await memberCall(t, member, "getprofiledata", {})).body.Data.subscriptions).toEqual([]);

    const retried = await pay(t, member, requestId, plan);
    expect(retried.body.Data).toMatchObject({ Success: true, status: "paid" });
    expect(retried.body.Data.payment_id).not.toBe(declined.body.Data.payment_id);
    const history = (await memberCall(t, member, "getpayments", {})).body.Data.payments;
    expect(history.map((p: { status: string }) => p.status)).toEqual(["paid", "failed"]);
    expect(await countRows(t, "subscriptions", member.userId)).toBe(1);
  });

  it("a second plan bought while one is active starts the day after it ends", async () => {
    const member = await registerMember(t);
    const quarterly = await findPlan(t, "silver", "Single", "Quarterly");
    const annual = await findPlan(t, "gold", "Single", "Annual");
    await pay(
      t,
      member,
      (await createRequest(t, member, quarterly.plan_tier_id)).body.Data.request_id,
      quarterly,
    );
    await pay(t, member, (await createRequest(t, member, annual.plan_tier_id)).body.Data.request_id, annual);
    const [first, second] = (await memberCall(t, member, "getprofiledata", {})).body.Data.subscriptions;
    const today = indiaDate(clock.now());
    expect(first).toMatchObject({ status: "active", start_date: today, end_date: lastDayOfMonths(today, 3) });
    const nextDay = new Date(`${first.end_date}T00:00:00Z`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    expect(second).toMatchObject({
      status: "upcoming",
      plan_type_name: "gold",
      start_date: nextDay.toISOString().slice(0, 10),
    });
  });
});

describe("a sandbox payment that confirms a moment later", () => {
  const clock = createTestClock();
  const gateway = createSandboxGateway({ confirmAfterMs: 1000, now: clock.now });
  const t = useTestApp("pglite", { SANDBOX_CONFIRM_MS: 1000 }, { now: clock.now, gateway });

  it("is pending, then paid once the gateway confirms; asking again changes nothing", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "gold", "Couple", "Quarterly");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    const started = await pay(t, member, requestId, plan);
    expect(started.body.Data).toMatchObject({
      Success: false,
      status: "pending",
      Message: PAYMENT_MESSAGES.initiated,
    });
    const paymentId = started.body.Data.payment_id;
    expect((await memberCall(t, member, "paymentstatus", { payment_id: paymentId })).body.Data.status).toBe(
      "pending",
    );
    // A retried PAY NOW while it is pending reports the same payment.
    expect((await pay(t, member, requestId, plan)).body.Data.payment_id).toBe(paymentId);

    clock.advance(1000);
    const confirmed = await memberCall(t, member, "paymentstatus", { payment_id: paymentId });
    expect(confirmed.body.Data).toMatchObject({
      Success: true,
      status: "paid",
      Message: PAYMENT_MESSAGES.succeeded,
    });
    await memberCall(t, member, "paymentstatus", { payment_id: paymentId });
    expect(await countRows(t, "subscriptions", member.userId)).toBe(1);
    expect(await countRows(t, "invoices", member.userId)).toBe(1);
  });

  it("refuses another plan while a payment is under way, and allows it once the payment has ended", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "bronze", "Single", "Annual");
    const other = await findPlan(t, "silver", "Single", "Annual");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    await pay(t, member, requestId, plan);
    const blocked = await createRequest(t, member, other.plan_tier_id);
    expect(blocked.status).toBe(409);
    expect(blocked.body.Errors.Business_Errors[0]?.Message).toBe(PAYMENT_MESSAGES.inProgress);
    clock.advance(1000);
    expect((await createRequest(t, member, other.plan_tier_id)).status).toBe(200);
  });
});

describe("when the gateway cannot be reached", () => {
  let down = true;
  const sandbox = createSandboxGateway({ confirmAfterMs: 0 });
  const flaky: SandboxGateway = {
    name: "sandbox",
    failNextFor: (id) => sandbox.failNextFor(id),
    paymentOfLink: (id) => sandbox.paymentOfLink(id),
    createOrder: async (input) => {
      if (down) throw new GatewayError("connect ECONNREFUSED");
      return sandbox.createOrder(input);
    },
    orderStatus: (id) => sandbox.orderStatus(id),
    refund: (input) => sandbox.refund(input),
    refundStatus: (id) => sandbox.refundStatus(id),
    createMandate: (input) => sandbox.createMandate(input),
    cancelMandate: (input) => sandbox.cancelMandate(input),
    mandateStatus: (input) => sandbox.mandateStatus(input),
    createPaymentLink: (input) => sandbox.createPaymentLink(input),
    cancelPaymentLink: (id) => sandbox.cancelPaymentLink(id),
    chargeMandate: (input) => sandbox.chargeMandate(input),
  };
  const t = useTestApp("pglite", {}, { gateway: flaky });

  it("answers 503 with a clear message, charges nothing, and a retry works once it is back", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "silver", "Couple", "Quarterly");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    const res = await pay(t, member, requestId, plan);
    expect(res.status).toBe(503);
    expect(res.body.Errors.System_Errors[0]).toEqual({
      Code: "SE002",
      Message: PAYMENT_MESSAGES.gatewayUnavailable,
    });
    expect(await countRows(t, "subscriptions", member.userId)).toBe(0);
    const rows = (await t.database.db.execute(
      sql`select status from payments where user_id = ${member.userId}`,
    )) as unknown as { rows: { status: string }[] };
    expect(rows.rows).toEqual([{ status: "failed" }]);

    down = false;
    expect((await pay(t, member, requestId, plan)).body.Data.status).toBe("paid");
  });
});
