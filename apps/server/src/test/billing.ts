import type { CancellationQuote, SubscriptionPlan } from "@eldercare/contracts";
import { expect } from "vitest";
import type { TestApp } from "./harness.ts";

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
