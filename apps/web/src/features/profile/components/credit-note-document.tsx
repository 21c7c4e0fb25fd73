import { CREDIT_NOTE_TEXT, type CreditNote } from "@eldercare/contracts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { GstDocument } from "./gst-document.tsx";

/** A GST credit note as issued (docs/decisions/0058), laid out as the invoice it reverses. */
export function CreditNoteDocument({ note }: { note: CreditNote }) {
  const {
    credit_note_id: _id,
    credit_note_no,
    credit_note_date,
    original_invoice,
    reason,
    refund,
    ...lines
  } = note;
  return (
    <GstDocument
      label={`Credit note ${credit_note_no}`}
      meta={[
        ["Credit note No.", credit_note_no],
        ["Credit note date", formatIndiaDay(credit_note_date)],
        [
          "Against invoice",
          `${original_invoice.invoice_no} of ${formatIndiaDay(original_invoice.invoice_date)}`,
        ],
      ]}
      lines={lines}
      closing={
        <>
          <p>{reason}</p>
          <p>
            Refunded on {formatIndiaDay(refund.processed_at)} · Refund reference {refund.reference}
          </p>
        </>
      }
      footer={CREDIT_NOTE_TEXT.footer}
    />
  );
}
