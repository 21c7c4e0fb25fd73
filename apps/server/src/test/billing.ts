import type { CancellationQuote, SubscriptionPlan } from "@eldercare/contracts";
import { expect } from "vitest";
import type { PaymentGateway } from "../integrations/payments/types.ts";
import { createCreditNotes } from "../modules/billing/credit-notes.service.ts";
import { createRefunds } from "../modules/billing/refunds.service.ts";
import { createMemberDirectory } from "../modules/members/member-directory.service.ts";
import { TEST_APP_CONFIG, type TestApp } from "./harness.ts";
import { adminCall, registerMember } from "./identity.ts";

export type Member = { userId: number; token: string };

export const authed = (m: Member) => ({ authorization: `Bearer ${m.token}` });

/** The catalogue row for a tier, beneficiaries and frequency. */
export async function findPlan(
  t: TestApp,
  tier: SubscriptionPlan["plan_type_name"],
  beneficiaries: SubscriptionPlan["beneficiary_count_dtls"],
  frequency: SubscriptionPlan["frequency_of_payment_dtls"],
): Promise<SubscriptionPlan> {
  const res = await t.call({ method: "GET", url: "/api/shared/fetchsubscriptionplans/" });
  const plan = (res.body.Data.plans as SubscriptionPlan[]).find(
    (p) =>
      p.plan_type_name === tier &&
      p.beneficiary_count_dtls === beneficiaries &&
      p.frequency_of_payment_dtls === frequency,
  );
  if (!plan) throw new Error(`no plan ${tier}/${beneficiaries}/${frequency}`);
  return plan;
}

export function createRequest(t: TestApp, m: Member, planTierId: number) {
  return t.call({
    method: "POST",
    url: "/api/users/subscription/create/",
    headers: authed(m),
    payload: { plan_tier_id: planTierId, request_type: 1, user_id: m.userId },
  });
}

/** What the server priced a request at, in rupees (a plan's total, less a registration fee paid before). */
export async function requestAmount(t: TestApp, requestId: number): Promise<number | null> {
  const { sql } = await import("drizzle-orm");
  const res = (await t.database.db.execute(
    sql`select amount_paise from subscription_requests where id = ${requestId}`,
  )) as unknown as { rows: { amount_paise: number }[] };
  const paise = res.rows[0]?.amount_paise;
  return paise === undefined ? null : paise / 100;
}

/** users/paymentprocess/ for a request, paying what the server priced it at (unless overridden). */
export async function pay(
  t: TestApp,
  m: Member,
  requestId: number,
  plan: SubscriptionPlan,
  overrides: object = {},
) {
  const amount = (await requestAmount(t, requestId)) ?? plan.plan_tier_amt;
  return t.call({
    method: "POST",
    url: "/api/users/paymentprocess/",
    headers: authed(m),
    payload: {
      user_id: m.userId,
      request_id: requestId,
      payment_type: plan.frequency_of_payment_dtls === "Annual" ? 1 : 2,
      payment_ref_no: null,
      payment_amount: amount,
      ...overrides,
    },
  });
}

export function memberCall(t: TestApp, m: Member, path: string, payload: object) {
  return t.call({
    method: "POST",
    url: `/api/users/${path}/`,
    headers: authed(m),
    payload: { user_id: m.userId, ...payload },
  });
}

/** Counts rows of a table that belong to a member (to prove what was, or was not, written). */
export async function countRows(
  t: TestApp,
  table: "payments" | "subscriptions" | "invoices",
  userId: number,
) {
  const { sql } = await import("drizzle-orm");
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

/** Asks to cancel one of the member's plans on a fresh quote (expecting success): the request's id, the quote. */
export async function askToCancel(t: TestApp, m: Member, subscriptionId: number, reason = "Moving abroad") {
  const call = (path: string, payload: object) =>
    t.call({ method: "POST", url: `/api/users/${path}/`, headers: authed(m), payload });
  const quote = (await call("getcancellationquote", { subscription_id: subscriptionId })).body.Data
    .quote as CancellationQuote;
  const res = await call("cancelsubscription", {
    subscription_id: subscriptionId,
    effective_date: quote.effective_date,
    refund: quote.refund,
    reason,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.Data.cancellation.cancellation_id as number, quote, res };
}

/** The refund sweep as a process runs it, on the test app's database, with a gateway of the test's. */
export function refundSweep(t: TestApp, gateway: Pick<PaymentGateway, "refund" | "refundStatus">) {
  return createRefunds({
    db: t.database.db,
    gateway,
    members: createMemberDirectory(),
    notifier: t.app.notifier,
    creditNotes: createCreditNotes({ db: t.database.db, config: TEST_APP_CONFIG }),
    config: TEST_APP_CONFIG,
    log: { error: () => undefined },
  });
}

/** Something done to a new member before they pay (say, giving an address in another state). */
type BeforePaying = (m: Member) => Promise<void>;

/** A member who paid through the sandbox and asked to cancel, on a fresh quote. */
export async function paidAndAsked(t: TestApp, tier: "bronze" | "silver" | "gold", before?: BeforePaying) {
  const reg = await registerMember(t);
  const m: Member = { userId: reg.userId, token: reg.token };
  await before?.(m);
  const plan = await findPlan(t, tier, "Single", "Annual");
  const requestId = (await createRequest(t, m, plan.plan_tier_id)).body.Data.request_id;
  const paid = await pay(t, m, requestId, plan);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const subscriptionId = paid.body.Data.subscription_id as number;
  const asked = await askToCancel(t, m, subscriptionId);
  return { m, subscriptionId, cancellationId: asked.id, refund: asked.quote.refund };
}

/** The same, with the request approved by the team. */
export async function approvedCancellation(t: TestApp, admin: string, before?: BeforePaying) {
  const asked = await paidAndAsked(t, "silver", before);
  const approved = await adminCall(t, admin, "decidecancellation", {
    cancellation_id: asked.cancellationId,
    decision: "approve",
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return asked;
}
