import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpSender } from "../../integrations/delivery/smtp-sender.ts";
import { createSandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { createRequest, findPlan, memberCall, pay } from "../../test/billing.ts";
import { createTestClock } from "../../test/clock.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { type SmtpServerProcess, startSmtpServerProcess } from "../../test/smtp-server-process.ts";

/** The emails the member has been sent that are receipts (not their sign-up codes). */
function receiptsTo(t: TestApp, email: string) {
  return t.outbox.sent.filter((m) => m.to === email && m.subject.includes("received"));
}

describe.each(TEST_DATABASES)("the payment receipt (%s)", (kind) => {
  const clock = createTestClock();
  const gateway = createSandboxGateway({ confirmAfterMs: 1000, now: clock.now });
  const t = useTestApp(kind, { SANDBOX_CONFIRM_MS: 1000 }, { now: clock.now, gateway });

  it("is emailed once with the invoice PDF attached, however many times the payment is confirmed", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "gold", "Couple", "Annual");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    const paymentId = (await pay(t, member, requestId, plan)).body.Data.payment_id;
    await t.app.notifier.settled();
    expect(receiptsTo(t, member.person.email)).toEqual([]);

    clock.advance(1000);
    // Twenty status checks at once all find the gateway's confirmation; one of them records it.
    const checks = await Promise.all(
      Array.from({ length: 20 }, () => memberCall(t, member, "paymentstatus", { payment_id: paymentId })),
    );
    expect(checks.every((c) => c.body.Data.status === "paid")).toBe(true);
    await t.app.notifier.settled();
    await t.app.notifier.deliverDue();

    const receipts = receiptsTo(t, member.person.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    const invoiceId = checks[0]?.body.Data.invoice_id;
    const invoice = (await memberCall(t, member, "getinvoice", { invoice_id: invoiceId })).body.Data;
    const amount = plan.plan_tier_amt.toLocaleString("en-IN", { minimumFractionDigits: 2 });
    expect(receipt?.subject).toBe(
      `SeniorCare Relief: payment of ₹${amount} received (invoice ${invoice.invoice_no})`,
    );
    expect(receipt?.text).toContain("Dear Anita Sen,");
    expect(receipt?.text).toContain(`We have received your payment of ₹${amount} (GST included)`);
    expect(receipt?.text).toContain("Gold plan, Couple, Annual");
    expect(receipt?.text).toContain(`/user/invoices/${invoiceId}`);
    expect(receipt?.attachments).toHaveLength(1);
    const [pdf] = receipt?.attachments ?? [];
    expect(pdf?.filename).toBe(`invoice-${invoice.invoice_no.replaceAll("/", "-")}.pdf`);
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("sends nothing for a payment that never completes", async () => {
    const member = await registerMember(t);
    const plan = await findPlan(t, "bronze", "Single", "Quarterly");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    await pay(t, member, requestId, plan);
    await t.app.notifier.deliverDue();
    expect(receiptsTo(t, member.person.email)).toEqual([]);
  });
});

describe("the payment receipt over real SMTP", () => {
  let smtp: SmtpServerProcess;
  beforeAll(async () => {
    smtp = await startSmtpServerProcess();
  });
  afterAll(() => smtp?.stop());
  const gateway = createSandboxGateway({ confirmAfterMs: 0 });
  const t = useTestApp("pglite", {}, () => ({
    gateway,
    emailSender: createSmtpSender({ url: smtp.url, from: "SeniorCare Relief <no-reply@seniorcare.example>" }),
  }));

  it("reaches the member's mailbox with the invoice as a PDF attachment", async () => {
    // The sign-up email code goes by SMTP too (the only mail before the receipt): read it from the server.
    const member = await registerMember(t, undefined, async () => {
      const mail = (await smtp.waitFor(1, 10_000)).at(-1);
      return (await simpleParser(mail?.raw ?? Buffer.alloc(0))).text?.match(/\b\d{6}\b/)?.[0] ?? "";
    });
    const before = smtp.received().length;
    const plan = await findPlan(t, "silver", "Single", "Annual");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    expect((await pay(t, member, requestId, plan)).body.Data.status).toBe("paid");

    const mails = await smtp.waitFor(before + 1, 10_000);
    const mail = mails.at(-1);
    expect(mail?.rcptTo).toEqual([member.person.email]);
    const parsed = await simpleParser(mail?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toMatch(/^SeniorCare Relief: payment of ₹[\d,]+\.00 received \(invoice SCR\//);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]?.contentType).toBe("application/pdf");
    expect(parsed.attachments[0]?.filename).toMatch(/^invoice-SCR-\d\d-\d\d-\d{6}\.pdf$/);
    expect(parsed.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
