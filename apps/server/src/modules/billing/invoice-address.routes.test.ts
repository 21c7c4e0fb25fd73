import { PAYMENT_MESSAGES } from "@eldercare/contracts";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { DEV_SUPPLIER } from "../../lib/supplier.ts";
import { createRequest, findPlan, type Member, memberCall, pay } from "../../test/billing.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";

describe.each(TEST_DATABASES)("the invoice buyer's address from the profile (%s)", (kind) => {
  const t = useTestApp(kind);

  async function buy(member: Member, tier: "bronze" | "silver" | "gold") {
    const plan = await findPlan(t, tier, "Single", "Annual");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    const invoiceId = (await pay(t, member, requestId, plan)).body.Data.invoice_id as number;
    return (await memberCall(t, member, "getinvoice", { invoice_id: invoiceId })).body.Data;
  }

  async function moveTo(member: Member, city: string, address_line: string, pincode: string) {
    const place = await placeOf(t, city);
    const res = await memberCall(t, member, "modifyprofiledata", { address_line, pincode, ...place });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it("prints the address and state on invoices issued after the profile has one; earlier ones never change", async () => {
    const member = await registerMember(t);
    const first = await buy(member, "bronze");
    expect(first.recipient).toMatchObject({ state: null, state_code: null });
    expect(first.recipient.address ?? null).toBeNull();

    await moveTo(member, "Mumbai", "21 Marine Drive", "400020");
    const second = await buy(member, "silver");
    expect(second.recipient).toMatchObject({
      state: "Maharashtra",
      state_code: "27",
      address: "21 Marine Drive, Mumbai, Maharashtra 400020, India",
    });
    expect(second).toMatchObject({ place_of_supply: { state_code: "27" }, igst_rate: 18, cgst_amount: 0 });
    expect((await memberCall(t, member, "getinvoice", { invoice_id: first.invoice_id })).body.Data).toEqual(
      first,
    );

    const pdf = await t.app.inject({
      method: "POST",
      url: "/api/users/invoicepdf/",
      headers: { authorization: `Bearer ${member.token}` },
      payload: { user_id: member.userId, invoice_id: second.invoice_id },
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain("21 Marine Drive, Mumbai, Maharashtra 400020, India");
  });

  it("bills a member with no address to the state they chose at payment; refuses a state outside India", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "bronze", "Single", "Annual");
    const choose = (billing_state_id: number) =>
      memberCall(t, member, "subscription/create", {
        plan_tier_id: plan.plan_tier_id,
        request_type: 1,
        billing_state_id,
      });

    const abroad = await choose((await placeOf(t, "London")).state_id);
    expect(abroad.status).toBe(422);
    expect(abroad.body.Errors.Business_Errors[0]?.Message).toBe(PAYMENT_MESSAGES.billingStateUnknown);

    const chennai = await placeOf(t, "Chennai");
    const made = await choose(chennai.state_id);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const invoiceId = (await pay(t, member, made.body.Data.request_id, plan)).body.Data.invoice_id as number;
    const invoice = (await memberCall(t, member, "getinvoice", { invoice_id: invoiceId })).body.Data;
    expect(invoice.recipient).toMatchObject({ state: "Tamil Nadu", state_code: "33" });
    expect(invoice.recipient.address ?? null).toBeNull();
    expect(invoice).toMatchObject({ place_of_supply: { state_code: "33" }, igst_rate: 18 });
  });

  it("for a buyer abroad: the address is printed, the place of supply stays the supplier's state", async () => {
    const member = await registerMember(t);
    await moveTo(member, "London", "10 Downing Street", "SW1A 2AA");
    const invoice = await buy(member, "gold");
    expect(invoice.recipient).toMatchObject({
      state: null,
      state_code: null,
      address: "10 Downing Street, London, England SW1A 2AA, United Kingdom",
    });
    expect(invoice.place_of_supply.state_code).toBe(DEV_SUPPLIER.gstin.slice(0, 2));
    expect(invoice.igst_amount).toBe(0);
  });
});
