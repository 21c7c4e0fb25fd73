import type { CreditNote, Invoice, MemberPayment } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { approvedCancellation, type Member, memberCall, refundSweep } from "../../test/billing.ts";
import { emailOf, query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, registerMember } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";

const NOW = "2026-12-01T04:30:00Z";

/** A member's call on a route that takes no user_id (the session names them). */
const own = (t: TestApp, m: Member, path: string, payload: object) =>
  t.call({
    method: "POST",
    url: `/api/users/${path}/`,
    headers: { authorization: `Bearer ${m.token}` },
    payload,
  });

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe.each(TEST_DATABASES)("GST credit notes (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });

  const refundIdOf = async (cancellationId: number) =>
    (await query<{ id: number }>(t, sql`select id from refunds where cancellation_id = ${cancellationId}`))[0]
      ?.id ?? 0;

  /** An approved cancellation whose refund the gateway has processed: the sweep sends it, then settles it. */
  async function refunded(admin: string, before?: (m: Member) => Promise<void>) {
    const asked = await approvedCancellation(t, admin, before);
    const sweep = refundSweep(t, createSandboxGateway({ confirmAfterMs: 0, now: clock.now }));
    await sweep.sendDue(clock.now());
    const refundId = await refundIdOf(asked.cancellationId);
    expect(await sweep.settle(refundId, "processed", null, clock.now())).toBe(true);
    return { ...asked, refundId, sweep };
  }

  async function paymentOf(m: Member): Promise<MemberPayment> {
    const list = (await memberCall(t, m, "getpayments", {})).body.Data.payments as MemberPayment[];
    const paid = list.find((p) => p.status === "paid");
    if (!paid) throw new Error("no paid payment");
    return paid;
  }

  it("a processed refund gets one credit note against the invoice, the tax reversed in the invoice's split; listed, exported and emailed", async () => {
    const admin = (await loginNewAdmin(t)).token;
    const { m, refund, refundId, sweep } = await refunded(admin);

    const payment = await paymentOf(m);
    expect(payment.refund).toMatchObject({ amount: refund, status: "processed" });
    const noteId = payment.refund?.credit_note_id ?? 0;
    expect(payment.refund?.credit_note_no).toMatch(/^SCN\/26-27\/\d{6}$/);

    const invoice = (await memberCall(t, m, "getinvoice", { invoice_id: payment.invoice_id })).body
      .Data as Invoice;
    const read = await own(t, m, "getcreditnote", { credit_note_id: noteId });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const note = read.body.Data as CreditNote;
    expect(note).toMatchObject({
      credit_note_id: noteId,
      credit_note_no: payment.refund?.credit_note_no,
      credit_note_date: "2026-12-01",
      original_invoice: {
        invoice_id: invoice.invoice_id,
        invoice_no: invoice.invoice_no,
        invoice_date: invoice.invoice_date,
      },
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      place_of_supply: invoice.place_of_supply,
      sac: invoice.sac,
      total: refund,
      // No address on the profile: supplied where the supplier is, so CGST and SGST as on the invoice.
      cgst_rate: 9,
      sgst_rate: 9,
      igst_rate: 0,
      igst_amount: 0,
      refund: { refund_id: refundId },
    });
    expect(invoice.cgst_rate).toBe(9);
    expect(paise(note.taxable_value) + paise(note.cgst_amount) + paise(note.sgst_amount)).toBe(paise(refund));
    expect(Math.abs(paise(note.cgst_amount) - paise(note.sgst_amount))).toBeLessThanOrEqual(1);
    expect(note.reason).toMatch(/^Plan cancelled from \d{1,2} \w{3} \d{4} \(cancellation request #\d+\)$/);

    const pdf = await t.app.inject({
      method: "POST",
      url: "/api/users/creditnotepdf/",
      headers: { authorization: `Bearer ${m.token}` },
      payload: { credit_note_id: noteId },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="credit-note-${note.credit_note_no.replaceAll("/", "-")}.pdf"`,
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`Credit Note No.: ${note.credit_note_no}`);
    expect(text).toContain(`Against Invoice No.: ${invoice.invoice_no}`);
    expect(text).toContain("CGST @ 9%");
    expect(text).toContain(note.total_in_words);

    // The same news again changes nothing: still one credit note.
    expect(await sweep.settle(refundId, "processed", null, clock.now())).toBe(false);
    const notes = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from credit_notes where refund_id = ${refundId}`,
    );
    expect(notes).toEqual([{ n: 1 }]);

    const exported = await t.app.inject({
      method: "POST",
      url: "/api/users/exportdata/",
      headers: { authorization: `Bearer ${m.token}` },
      payload: { user_id: m.userId },
    });
    expect(JSON.parse(exported.payload).credit_notes).toEqual([note]);

    await t.app.notifier.settled();
    await t.app.notifier.deliverDue();
    const to = await emailOf(t, m.userId);
    const mails = t.outbox.sent.filter((s) => s.to === to && s.subject?.startsWith("Your refund of"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/user/creditnotes/${noteId}`);
    expect(mails[0]?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`credit-note-${note.credit_note_no.replaceAll("/", "-")}.pdf`, "application/pdf"],
    ]);
  });

  it("an inter-state invoice's refund is reversed as IGST", async () => {
    const admin = (await loginNewAdmin(t)).token;
    const { m, refund } = await refunded(admin, async (member) => {
      const place = await placeOf(t, "Mumbai");
      const moved = await memberCall(t, member, "modifyprofiledata", {
        address_line: "21 Marine Drive",
        pincode: "400020",
        ...place,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    });
    const noteId = (await paymentOf(m)).refund?.credit_note_id ?? 0;
    const note = (await own(t, m, "getcreditnote", { credit_note_id: noteId })).body.Data as CreditNote;
    expect(note).toMatchObject({
      place_of_supply: { state_code: "27" },
      igst_rate: 18,
      cgst_rate: 0,
      cgst_amount: 0,
      sgst_amount: 0,
      total: refund,
    });
    expect(paise(note.taxable_value) + paise(note.igst_amount)).toBe(paise(refund));
  });

  it("another member's credit note is not found, as a page or a PDF; a bad id is refused", async () => {
    const admin = (await loginNewAdmin(t)).token;
    const { m } = await refunded(admin);
    const noteId = (await paymentOf(m)).refund?.credit_note_id ?? 0;
    const stranger = await registerMember(t);
    for (const path of ["getcreditnote", "creditnotepdf"]) {
      const res = await own(t, stranger, path, { credit_note_id: noteId });
      expect(res.status).toBe(404);
      expect(res.body.Errors.Business_Errors).toEqual([{ Code: "BE004", Message: "Resource not found." }]);
      // Naming the owner in the body is refused before anything else.
      const named = await own(t, stranger, path, { credit_note_id: noteId, user_id: m.userId });
      expect(named.status).toBe(403);
      const bad = await own(t, m, path, { credit_note_id: "1 or 1=1" });
      expect(bad.status).toBe(400);
    }
  });

  it("a failed refund gets no credit note", async () => {
    const admin = (await loginNewAdmin(t)).token;
    const asked = await approvedCancellation(t, admin);
    const sweep = refundSweep(t, createSandboxGateway({ confirmAfterMs: 0, now: clock.now }));
    await sweep.sendDue(clock.now());
    const refundId = await refundIdOf(asked.cancellationId);
    expect(await sweep.settle(refundId, "failed", "Account closed", clock.now())).toBe(true);
    expect((await paymentOf(asked.m)).refund).toEqual({
      amount: asked.refund,
      status: "failed",
      credit_note_id: null,
      credit_note_no: null,
    });
  });

  it("credit-note numbers have no gaps and no repeats across refunds processed at once", async () => {
    const admin = (await loginNewAdmin(t)).token;
    // Where requests really run in parallel, fifty; on the embedded database, a few prove the same.
    const count = kind === "postgres" ? 50 : 6;
    const refundIds: number[] = [];
    for (let i = 0; i < count; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, () => approvedCancellation(t, admin)),
      );
      for (const b of batch) refundIds.push(await refundIdOf(b.cancellationId));
    }
    const sweep = refundSweep(t, createSandboxGateway({ confirmAfterMs: 0, now: clock.now }));
    while ((await sweep.sendDue(clock.now())) > 0) {}
    const before = await query<{ last: number | null }>(
      t,
      sql`select max(last_seq) as last from credit_note_counters where financial_year = '26-27'`,
    );
    const start = before[0]?.last ?? 0;
    const settled = await Promise.all(
      refundIds.map((id) => sweep.settle(id, "processed", null, clock.now())),
    );
    expect(settled.every(Boolean)).toBe(true);
    const issued = await query<{ no: string }>(
      t,
      sql`select credit_note_no as no from credit_notes where refund_id in ${sql.raw(`(${refundIds.join(",")})`)} order by credit_note_no`,
    );
    const serials = issued.map((r) => Number(r.no.split("/")[2]));
    expect(serials).toEqual(Array.from({ length: count }, (_, i) => start + i + 1));
  });
});
