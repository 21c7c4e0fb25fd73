import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { DEV_SUPPLIER } from "../../lib/supplier.ts";
import { createRequest, findPlan, type Member, memberCall, pay } from "../../test/billing.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { financialYearOf } from "./gst.ts";

describe.each(TEST_DATABASES)("GST tax invoices (%s)", (kind) => {
  const t = useTestApp(kind);

  async function buy(member: Member, tier: "bronze" | "silver" | "gold" = "gold") {
    const plan = await findPlan(t, tier, "Couple", "Annual");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    const paid = await pay(t, member, requestId, plan);
    return {
      plan,
      invoiceId: paid.body.Data.invoice_id as number,
      paymentId: paid.body.Data.payment_id as number,
    };
  }

  async function setState(member: Member, stateName: string) {
    await t.database.db.execute(
      sql`update users set state_id = (select id from states where name = ${stateName}) where id = ${member.userId}`,
    );
  }

  it("in the supplier's own state: CGST 9% + SGST 9% inside the price, with number, SAC and words", async () => {
    const member = await registerMember(t);
    await setState(member, "West Bengal");
    const { plan, invoiceId, paymentId } = await buy(member);
    const res = await memberCall(t, member, "getinvoice", { invoice_id: invoiceId });
    expect(res.status).toBe(200);
    const invoice = res.body.Data;
    // Gold couple annual: ₹1,20,000 less 15% = ₹1,02,000, which includes 18% GST.
    expect(plan.plan_tier_amt).toBe(102000);
    expect(invoice).toMatchObject({
      invoice_id: invoiceId,
      supplier: { ...DEV_SUPPLIER },
      recipient: {
        name: member.person.user_name,
        email: member.person.email,
        state: "West Bengal",
        state_code: "19",
      },
      place_of_supply: { state: "West Bengal", state_code: "19" },
      sac: "999352",
      taxable_value: 86440.68,
      cgst_rate: 9,
      cgst_amount: 7779.66,
      sgst_rate: 9,
      sgst_amount: 7779.66,
      igst_rate: 0,
      igst_amount: 0,
      total: 102000,
      total_in_words: "Rupees One Lakh Two Thousand Only",
      payment: { payment_id: paymentId, reference: expect.stringMatching(/^sandbox_pay_/) },
    });
    expect(invoice.invoice_no).toMatch(new RegExp(`^SCR/${financialYearOf(new Date()).label}/\\d{6}$`));
    expect(invoice.invoice_no.length).toBeLessThanOrEqual(16);
    expect(invoice.description).toMatch(
      /^Elder care subscription: Gold plan, Couple, Annual \(\d+ \w{3} \d{4} to \d+ \w{3} \d{4}\)$/,
    );
  });

  it("for a member in another state: IGST 18% only", async () => {
    const member = await registerMember(t);
    await setState(member, "Maharashtra");
    const { invoiceId } = await buy(member);
    const invoice = (await memberCall(t, member, "getinvoice", { invoice_id: invoiceId })).body.Data;
    expect(invoice).toMatchObject({
      recipient: { state: "Maharashtra", state_code: "27" },
      place_of_supply: { state: "Maharashtra", state_code: "27" },
      cgst_amount: 0,
      sgst_amount: 0,
      igst_rate: 18,
      igst_amount: 15559.32,
      taxable_value: 86440.68,
      total: 102000,
    });
  });

  it("with no address on record, the place of supply is the supplier's state (CGST + SGST)", async () => {
    const member = await registerMember(t);
    const { invoiceId } = await buy(member, "bronze");
    const invoice = (await memberCall(t, member, "getinvoice", { invoice_id: invoiceId })).body.Data;
    expect(invoice.recipient).toMatchObject({ state: null, state_code: null });
    expect(invoice.place_of_supply).toEqual({ state: "West Bengal", state_code: "19" });
    expect(invoice.cgst_amount).toBeGreaterThan(0);
    expect(invoice.igst_amount).toBe(0);
    expect(invoice.taxable_value + invoice.cgst_amount + invoice.sgst_amount).toBeCloseTo(invoice.total, 2);
  });

  it("numbers invoices one after another within the financial year", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const first = (await memberCall(t, a, "getinvoice", { invoice_id: (await buy(a)).invoiceId })).body.Data
      .invoice_no;
    const second = (await memberCall(t, b, "getinvoice", { invoice_id: (await buy(b)).invoiceId })).body.Data
      .invoice_no;
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
    expect(second.slice(0, -6)).toBe(first.slice(0, -6));
  });

  it("keeps the invoice as issued when the member's details change later", async () => {
    const member = await registerMember(t);
    const { invoiceId } = await buy(member);
    await t.database.db.execute(sql`update users set user_name = 'Someone Else' where id = ${member.userId}`);
    const invoice = (await memberCall(t, member, "getinvoice", { invoice_id: invoiceId })).body.Data;
    expect(invoice.recipient.name).toBe(member.person.user_name);
  });

  it("downloads as a PDF for its owner, with the invoice's figures", async () => {
    const member = await registerMember(t);
    const { invoiceId } = await buy(member);
    const invoice = (await memberCall(t, member, "getinvoice", { invoice_id: invoiceId })).body.Data;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/invoicepdf/",
      headers: { authorization: `Bearer ${member.token}` },
      payload: { user_id: member.userId, invoice_id: invoiceId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="invoice-${invoice.invoice_no.replaceAll("/", "-")}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain(invoice.invoice_no);
    expect(text).toContain(DEV_SUPPLIER.gstin);
    expect(text).toContain("1,02,000.00");
    expect(text).toContain("Rupees One Lakh Two Thousand Only");
  });

  it("asks for a session: no token is 401 in the envelope, not a file", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users/invoicepdf/",
      payload: { user_id: 1, invoice_id: 1 },
    });
    expect(res.status).toBe(401);
    expect(res.body.Errors.Business_Errors[0]?.Code).toBe("BE002");
  });
});
