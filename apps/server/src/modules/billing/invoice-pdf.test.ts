import { type Invoice, invoiceSchema } from "@eldercare/contracts";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { DEV_SUPPLIER } from "../../lib/supplier.ts";
import { amountInWords, formatInvoiceNo, splitInclusiveGst } from "./gst.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

const rupees = (paise: number) => paise / 100;

/** A payment of totalPaise invoiced to a member in the given state (null: not known). */
function sampleInvoice(
  totalPaise: number,
  recipientState: { state: string; state_code: string } | null,
  seq: number,
): Invoice {
  const placeOfSupply = recipientState ?? { state: DEV_SUPPLIER.state, state_code: DEV_SUPPLIER.state_code };
  const intraState = placeOfSupply.state_code === DEV_SUPPLIER.state_code;
  const split = splitInclusiveGst(totalPaise, intraState);
  return invoiceSchema.parse({
    invoice_id: seq,
    invoice_no: formatInvoiceNo("SCR", "26-27", seq),
    invoice_date: "2026-11-23",
    supplier: { ...DEV_SUPPLIER },
    recipient: {
      name: "Anita Sharma",
      email: "anita.sharma@example.com",
      phone: "+91 98300 12345",
      state: recipientState?.state ?? null,
      state_code: recipientState?.state_code ?? null,
    },
    place_of_supply: placeOfSupply,
    description: "Gold plan, Couple, Annual subscription: elder care services",
    sac: "999349",
    taxable_value: rupees(split.taxablePaise),
    cgst_rate: intraState ? 9 : 0,
    cgst_amount: rupees(split.cgstPaise),
    sgst_rate: intraState ? 9 : 0,
    sgst_amount: rupees(split.sgstPaise),
    igst_rate: intraState ? 0 : 18,
    igst_amount: rupees(split.igstPaise),
    total: rupees(totalPaise),
    total_in_words: amountInWords(totalPaise),
    payment: { payment_id: 900 + seq, reference: "pay_Q1w2E3r4T5y6U7", paid_at: "2026-11-23T08:35:00.000Z" },
  });
}

/** The page text with runs of whitespace collapsed, so wrapped lines still match as phrases. */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  expect(totalPages).toBe(1);
  return text.replace(/\s+/g, " ");
}

describe("renderInvoicePdf", () => {
  it("renders an intra-state invoice with CGST and SGST", async () => {
    const invoice = sampleInvoice(10_200_000, { state: "West Bengal", state_code: "19" }, 42);
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const text = await pdfText(pdf);
    for (const expected of [
      "TAX INVOICE",
      "SeniorCare Relief Private Limited",
      "71 Park Street, Kolkata 700016",
      `GSTIN: ${DEV_SUPPLIER.gstin}`,
      "SCR/26-27/000042",
      "23 Nov 2026",
      "Anita Sharma",
      "anita.sharma@example.com",
      "+91 98300 12345",
      "West Bengal (State code: 19)",
      "Place of Supply: West Bengal (State code: 19)",
      "999349",
      "Taxable Value (INR)",
      "86,440.68",
      "CGST @ 9%",
      "SGST @ 9%",
      "7,779.66",
      "INR 1,02,000.00",
      "Rupees One Lakh Two Thousand Only",
      "pay_Q1w2E3r4T5y6U7",
      "23 Nov 2026, 14:05 IST",
      "This is a computer-generated invoice and does not need a signature.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");
  });

  it("renders an inter-state invoice with IGST only", async () => {
    const invoice = sampleInvoice(123_456_789, { state: "Maharashtra", state_code: "27" }, 43);
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of [
      "SCR/26-27/000043",
      DEV_SUPPLIER.gstin,
      "Anita Sharma",
      "Maharashtra (State code: 27)",
      "Place of Supply: Maharashtra (State code: 27)",
      "999349",
      "10,46,243.97",
      "IGST @ 18%",
      "1,88,323.92",
      "INR 12,34,567.89",
      "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("SGST");
  });

  it("says so when the recipient's state is not known", async () => {
    const text = await pdfText(await renderInvoicePdf(sampleInvoice(59_900, null, 44)));
    expect(text).toContain("State: Not provided");
    expect(text).toContain("Place of Supply: West Bengal (State code: 19)");
  });

  it("titles the document and renders the same bytes every time", async () => {
    const invoice = sampleInvoice(10_200_000, { state: "West Bengal", state_code: "19" }, 42);
    const [first, second] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)]);
    expect(first.equals(second)).toBe(true);
    const { info } = await getMeta(new Uint8Array(first));
    expect(info).toMatchObject({ Title: "Tax Invoice SCR/26-27/000042" });
  });

  it("refuses an invoice without a usable date", async () => {
    const invoice = { ...sampleInvoice(11_800, null, 45), invoice_date: "23/11/2026" };
    await expect(renderInvoicePdf(invoice)).rejects.toThrow(RangeError);
  });
});
