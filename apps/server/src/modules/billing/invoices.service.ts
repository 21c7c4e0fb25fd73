import { displayPhone, GST_RATE_PERCENT, type Invoice, paiseToRupees } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { gstStateCodeByName, gstStateName } from "../../lib/gstin.ts";
import { formatIndiaDay, indiaDate } from "../../lib/india-date.ts";
import type { InvoiceRecipient, MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { amountInWords, financialYearOf, formatInvoiceNo, splitInclusiveGst } from "./gst.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import * as repo from "./invoices.repo.ts";
import { invoiceFileName, paymentReceipt, RECEIPT_KIND } from "./payment-receipt.ts";
import type { PaymentRow } from "./payments.repo.ts";
import { capitalize } from "./plan-amounts.ts";
import type { RequestRow } from "./requests.repo.ts";
import { findIndianState } from "./requests.repo.ts";

export interface IssueInput {
  payment: PaymentRow & { gatewayPaymentId: string; paidAt: Date };
  request: RequestRow;
  period: { startsOn: string; endsOn: string };
  at: Date;
}

/** The buyer's postal address as printed, e.g. "12 Lake Road, Kolkata, West Bengal 700091, India". */
function postalAddress(m: InvoiceRecipient): string | null {
  if (!m.addressLine) return null;
  const region = [m.stateName, m.pincode].filter(Boolean).join(" ");
  return [m.addressLine, m.cityName, region, m.countryName].filter(Boolean).join(", ");
}

/**
 * GST tax invoices (docs/decisions/0016-gst-invoices.md): one per paid payment, numbered without gaps
 * within India's financial year, written in the payment's own transaction, and kept as issued.
 */
export function createInvoices(deps: {
  db: Db;
  config: Pick<AppConfig, "supplier" | "publicUrl">;
  members: MemberDirectory;
  notifier: Notifier;
}) {
  const { db, config, notifier } = deps;
  const publicUrl = config.publicUrl ?? "http://localhost:3000";
  const supplier = config.supplier;
  const supplierCode = supplier.gstin.slice(0, 2);
  const supplierState = gstStateName(supplierCode) ?? supplierCode;

  // A receipt carries its invoice's PDF, drawn at sending time from the invoice as issued.
  notifier.attachFor(RECEIPT_KIND, async (invoiceId) => {
    const row = await repo.findInvoice(db, invoiceId);
    if (!row) throw new Error(`invoice ${invoiceId} of a receipt is missing`);
    const invoice = { ...row.document, invoice_id: row.id };
    return [
      {
        filename: invoiceFileName(invoice.invoice_no),
        contentType: "application/pdf",
        content: await renderInvoicePdf(invoice),
      },
    ];
  });

  /**
   * Writes the invoice for a payment that has just been confirmed, and its receipt to the member's
   * email in the outbox (inside the payment's transaction: the caller kicks delivery after commit).
   */
  async function issue(tx: Db, input: IssueInput): Promise<number> {
    const { payment, request, period, at } = input;
    const member = await deps.members.invoiceRecipient(tx, payment.userId);
    if (!member) throw new Error(`member ${payment.userId} of payment ${payment.id} is missing`);
    // Only an Indian state has a GST code (a region abroad may share a name with one).
    const inIndia = member.countryCode === "IN";
    const profileCode = inIndia && member.stateName ? (gstStateCodeByName(member.stateName) ?? null) : null;
    // No Indian address on the profile: the state the member chose at payment, if they chose one.
    const chosen =
      !profileCode && request.billingStateId ? await findIndianState(tx, request.billingStateId) : null;
    const recipientState = profileCode ? member.stateName : (chosen?.name ?? null);
    const recipientCode = profileCode ?? (chosen ? (gstStateCodeByName(chosen.name) ?? null) : null);
    // Without an Indian address on record the place of supply is the supplier's location (IGST Act s.12(2)(b)(ii)).
    const placeCode = recipientCode ?? supplierCode;
    const intraState = placeCode === supplierCode;
    const split = splitInclusiveGst(payment.amountPaise, intraState);
    const year = financialYearOf(at);
    const invoiceNo = formatInvoiceNo(
      supplier.invoicePrefix,
      year.label,
      await repo.nextSerial(tx, year.label),
    );
    const halfRate = GST_RATE_PERCENT / 2;

    const document: Omit<Invoice, "invoice_id"> = {
      invoice_no: invoiceNo,
      invoice_date: indiaDate(at),
      supplier: {
        name: supplier.name,
        address: supplier.address,
        gstin: supplier.gstin,
        state: supplierState,
        state_code: supplierCode,
      },
      recipient: {
        name: member.name,
        email: member.email,
        phone: displayPhone(member.phone),
        state: recipientCode ? recipientState : null,
        state_code: recipientCode,
        address: postalAddress(member),
      },
      place_of_supply: { state: gstStateName(placeCode) ?? placeCode, state_code: placeCode },
      description:
        `Elder care subscription: ${capitalize(request.tier)} plan, ${capitalize(request.beneficiaries)}, ` +
        `${capitalize(request.frequency)} (${formatIndiaDay(period.startsOn)} to ${formatIndiaDay(period.endsOn)})`,
      sac: supplier.sac,
      taxable_value: paiseToRupees(split.taxablePaise),
      cgst_rate: intraState ? halfRate : 0,
      cgst_amount: paiseToRupees(split.cgstPaise),
      sgst_rate: intraState ? halfRate : 0,
      sgst_amount: paiseToRupees(split.sgstPaise),
      igst_rate: intraState ? 0 : GST_RATE_PERCENT,
      igst_amount: paiseToRupees(split.igstPaise),
      total: paiseToRupees(split.totalPaise),
      total_in_words: amountInWords(split.totalPaise),
      payment: {
        payment_id: payment.id,
        reference: payment.gatewayPaymentId,
        paid_at: payment.paidAt.toISOString(),
      },
    };
    const invoiceId = await repo.insertInvoice(tx, {
      paymentId: payment.id,
      userId: payment.userId,
      financialYear: year.label,
      invoiceNo,
      invoiceDate: document.invoice_date,
      totalPaise: split.totalPaise,
      document,
      createdAt: at,
    });
    if (member.email) {
      await notifier.enqueue(tx, {
        kind: RECEIPT_KIND,
        refId: invoiceId,
        to: member.email,
        ...paymentReceipt(document, invoiceId, publicUrl),
      });
    }
    return invoiceId;
  }

  /** The member's own invoice, as issued; anyone else's is "not found". */
  async function read(userId: number, invoiceId: number): Promise<Invoice> {
    const row = await repo.findInvoice(db, invoiceId);
    if (!row || row.userId !== userId) throw new AppError("BE004");
    return { ...row.document, invoice_id: row.id };
  }

  async function pdf(userId: number, invoiceId: number) {
    const invoice = await read(userId, invoiceId);
    return {
      body: await renderInvoicePdf(invoice),
      contentType: "application/pdf",
      filename: invoiceFileName(invoice.invoice_no),
    };
  }

  return { issue, read, pdf, findByPayment: (paymentId: number) => repo.findInvoiceByPayment(db, paymentId) };
}
export type Invoices = ReturnType<typeof createInvoices>;
