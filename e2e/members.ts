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
