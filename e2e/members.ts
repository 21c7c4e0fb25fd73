import { type APIRequestContext, expect } from "@playwright/test";
import { latestCode, uniqueContact } from "./inbox.ts";

/** A registered member, created through the API (both contacts verified by code; PAN as the ID). */
export async function createMember(request: APIRequestContext, prefix: string, name = "Ravi Kumar") {
  const { phone, email } = uniqueContact(prefix);
  const tokens: Record<"phone" | "email", string> = { phone: "", email: "" };
  for (const [flag, key, value] of [
    ["P", "phone", phone],
    ["E", "email", email],
  ] as const) {
    const sent = await request.post("/api/shared/generateotp/", {
      data: { email_phn_flag: flag, [key]: value, register_flag: true, user_type: 1 },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const otp = await latestCode(request, value);
    const checked = await request.post("/api/shared/validateotp/", {
      data: { email_phn_flag: flag, user_name: value, otp, user_type: 1 },
    });
    expect(checked.status(), await checked.text()).toBe(200);
    tokens[key] = (
      (await checked.json()) as { Data: { verification_token: string } }
    ).Data.verification_token;
  }
  const registered = await request.post("/api/users/register/", {
    data: {
      user_name: name,
      phone,
      email,
      user_relation: ["Self"],
      id_type: 2,
      id_no: "ABCDE1234F",
      phone_verification_token: tokens.phone,
      email_verification_token: tokens.email,
      consent_accepted: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const body = (await registered.json()) as { Data: { user_id: number }; Token: string };
  return { name, phone, email, userId: body.Data.user_id, token: body.Token };
}

/** Buys an annual plan through the API (sandbox gateway) and waits until the profile shows it. */
export async function buyPlan(request: APIRequestContext, member: { token: string; userId: number }) {
  const headers = { authorization: `Bearer ${member.token}` };
  const plans = (
    (await (await request.get("/api/shared/fetchsubscriptionplans/")).json()) as {
      Data: {
        plans: Array<{ plan_tier_id: number; plan_tier_amt: number; frequency_of_payment_dtls: string }>;
      };
    }
  ).Data.plans;
  const plan = plans.find((p) => p.frequency_of_payment_dtls === "Annual");
  if (!plan) throw new Error("no annual plan");
  const created = await request.post("/api/users/subscription/create/", {
    headers,
    data: { plan_tier_id: plan.plan_tier_id, request_type: 1, user_id: member.userId },
  });
  const requestId = ((await created.json()) as { Data: { request_id: number } }).Data.request_id;
  const paid = await request.post("/api/users/paymentprocess/", {
    headers,
    data: {
      user_id: member.userId,
      request_id: requestId,
      payment_type: 1,
      payment_ref_no: null,
      payment_amount: plan.plan_tier_amt,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(async () => {
      const res = await request.post("/api/users/getprofiledata/", {
        headers,
        data: { user_id: member.userId },
      });
      return ((await res.json()) as { Data: { subscriptions: unknown[] } }).Data.subscriptions.length;
    })
    .toBe(1);
}
