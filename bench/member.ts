// A registered member with one paid plan, made through the API as the web app would (codes from the
// development inbox), so the benchmark can load member-only endpoints.

async function post(url: string, path: string, body: object, token?: string) {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { Data: Record<string, unknown>; Token?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function codeFor(url: string, to: string): Promise<string> {
  const res = await fetch(`${url}/dev/inbox.json?to=${encodeURIComponent(to)}`);
  const code = ((await res.json()) as { latest_code: string | null }).latest_code;
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

export async function memberWithInvoice(url: string) {
  const phone = `96${String(Date.now()).slice(-8)}`;
  const email = `bench.${phone}@example.com`;
  const proofs: Record<string, string> = {};
  for (const [flag, key, value, address] of [
    ["P", "phone", phone, `+91${phone}`],
    ["E", "email", email, email],
  ] as const) {
    await post(url, "/api/shared/generateotp/", {
      email_phn_flag: flag,
      [key]: value,
      register_flag: true,
      user_type: 1,
    });
    const otp = await codeFor(url, address);
    const checked = await post(url, "/api/shared/validateotp/", {
      email_phn_flag: flag,
      user_name: value,
      otp,
      user_type: 1,
    });
    proofs[key] = String(checked.Data.verification_token);
  }
  const registered = await post(url, "/api/users/register/", {
    user_name: "Bench Member",
    phone,
    email,
    user_relation: ["Self"],
    id_type: 2,
    id_no: "ABCDE1234F",
    phone_verification_token: proofs.phone,
    email_verification_token: proofs.email,
    consent_accepted: true,
  });
  const token = String(registered.Token);
  const userId = Number(registered.Data.user_id);
  const plans = (await (await fetch(`${url}/api/shared/fetchsubscriptionplans/`)).json()) as {
    Data: {
      plans: Array<{ plan_tier_id: number; plan_tier_amt: number; frequency_of_payment_dtls: string }>;
    };
  };
  const plan = plans.Data.plans[0];
  if (!plan) throw new Error("no plans");
  const request = await post(
    url,
    "/api/users/subscription/create/",
    { plan_tier_id: plan.plan_tier_id, request_type: 1, user_id: userId },
    token,
  );
  const paid = await post(
    url,
    "/api/users/paymentprocess/",
    {
      user_id: userId,
      request_id: request.Data.request_id,
      payment_type: plan.frequency_of_payment_dtls === "Annual" ? 1 : 2,
      payment_ref_no: null,
      payment_amount: plan.plan_tier_amt,
    },
    token,
  );
  const invoiceId = Number(paid.Data.invoice_id);
  if (!invoiceId) throw new Error(`payment not confirmed: ${JSON.stringify(paid.Data)}`);
  return { token, userId, invoiceId };
}
