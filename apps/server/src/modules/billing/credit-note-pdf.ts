import { CREDIT_NOTE_TEXT, type CreditNote } from "@eldercare/contracts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import { displayIndiaTime, placeOfSupplyLine, renderTaxDocumentPdf } from "./invoice-pdf.ts";

/** Renders one GST credit note to PDF bytes, laid out as the invoice it reverses. */
export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const {
    credit_note_id: _id,
    credit_note_no,
    credit_note_date,
    original_invoice,
    reason,
    refund,
    ...lines
  } = note;
  return renderTaxDocumentPdf({
    title: "CREDIT NOTE",
    metaHeading: "Credit note",
    metaRows: [
      `Credit Note No.: ${credit_note_no}`,
      `Credit Note Date: ${formatIndiaDay(credit_note_date)}`,
      `Against Invoice No.: ${original_invoice.invoice_no} of ${formatIndiaDay(original_invoice.invoice_date)}`,
      placeOfSupplyLine(lines),
    ],
    issuedOn: credit_note_date,
    lines,
    closingHeading: "Refund",
    closingRows: [
      `Reason: ${reason}`,
      `Refund reference: ${refund.reference}`,
      `Date refunded: ${displayIndiaTime(refund.processed_at)}`,
    ],
    footer: CREDIT_NOTE_TEXT.footer,
    info: {
      Title: `Credit Note ${credit_note_no}`,
      Subject: `GST credit note against invoice ${original_invoice.invoice_no}`,
    },
  });
}
