import { type CreditNote, creditNoteFileName, paiseToRupees } from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { indiaDate } from "../../lib/india-date.ts";
import { renderCreditNotePdf } from "./credit-note-pdf.ts";
import * as repo from "./credit-notes.repo.ts";
import { amountInWords, financialYearOf, formatInvoiceNo, splitInclusiveGst } from "./gst.ts";
import type { InvoiceRow } from "./invoices.repo.ts";
import type { RefundRow } from "./refunds.repo.ts";

export interface IssueCreditNoteInput {
  refund: RefundRow & { gatewayRefundId: string | null };
  invoice: InvoiceRow;
  /** Why the invoice's value is reduced, printed on the note. */
  reason: string;
  at: Date;
}

/**
 * GST credit notes (decision 0058): one per processed refund of an invoiced payment, in a gapless series
 * of their own per financial year, written in the refund's settling transaction. The parties and the place
 * of supply are the invoice's as issued, and the tax on the amount refunded is reversed in the invoice's
 * own split, so the two documents always agree.
 */
export function createCreditNotes(deps: { db: Db; config: Pick<AppConfig, "supplier"> }) {
  const { db } = deps;

  async function issue(tx: Db, input: IssueCreditNoteInput): Promise<number> {
    const { refund, invoice, reason, at } = input;
    const issued = invoice.document;
    if (refund.amountPaise > invoice.totalPaise) {
      throw new Error(`refund ${refund.id} is more than invoice ${invoice.invoiceNo}`);
    }
    const intraState = issued.cgst_rate > 0;
    const split = splitInclusiveGst(refund.amountPaise, intraState);
    const year = financialYearOf(at);
    const creditNoteNo = formatInvoiceNo(
      deps.config.supplier.creditNotePrefix,
      year.label,
      await repo.nextSerial(tx, year.label),
    );
    const document: Omit<CreditNote, "credit_note_id"> = {
      credit_note_no: creditNoteNo,
      credit_note_date: indiaDate(at),
      original_invoice: {
        invoice_id: invoice.id,
        invoice_no: invoice.invoiceNo,
        invoice_date: invoice.invoiceDate,
      },
      reason,
      supplier: issued.supplier,
      recipient: issued.recipient,
      place_of_supply: issued.place_of_supply,
      description: `Refund against invoice ${invoice.invoiceNo}: ${issued.description}`,
      sac: issued.sac,
      taxable_value: paiseToRupees(split.taxablePaise),
      cgst_rate: issued.cgst_rate,
      cgst_amount: paiseToRupees(split.cgstPaise),
      sgst_rate: issued.sgst_rate,
      sgst_amount: paiseToRupees(split.sgstPaise),
      igst_rate: issued.igst_rate,
      igst_amount: paiseToRupees(split.igstPaise),
      total: paiseToRupees(split.totalPaise),
      total_in_words: amountInWords(split.totalPaise),
      refund: {
        refund_id: refund.id,
        reference: refund.gatewayRefundId ?? `refund_${refund.id}`,
        processed_at: at.toISOString(),
      },
    };
    return repo.insertCreditNote(tx, {
      refundId: refund.id,
      invoiceId: invoice.id,
      userId: invoice.userId,
      financialYear: year.label,
      creditNoteNo,
      creditNoteDate: document.credit_note_date,
      totalPaise: split.totalPaise,
      document,
      createdAt: at,
    });
  }

  const toContract = (row: repo.CreditNoteRow): CreditNote => ({ ...row.document, credit_note_id: row.id });

  /** The caller's own credit note, as issued; anyone else's is "not found". */
  async function read(userId: number, creditNoteId: number): Promise<CreditNote> {
    const row = await repo.findCreditNote(db, creditNoteId);
    if (!row || row.userId !== userId) throw new AppError("BE004");
    return toContract(row);
  }

  async function pdf(userId: number, creditNoteId: number) {
    const note = await read(userId, creditNoteId);
    return {
      body: await renderCreditNotePdf(note),
      contentType: "application/pdf",
      filename: creditNoteFileName(note.credit_note_no),
    };
  }

  /** The refund's credit note as an email attachment (none for a refund of a payment never invoiced). */
  async function attachmentFor(refundId: number) {
    const row = await repo.findByRefund(db, refundId);
    if (!row) return [];
    const note = toContract(row);
    return [
      {
        filename: creditNoteFileName(note.credit_note_no),
        contentType: "application/pdf",
        content: await renderCreditNotePdf(note),
      },
    ];
  }

  return { issue, read, pdf, attachmentFor };
}
export type CreditNotes = ReturnType<typeof createCreditNotes>;
