import type { Invoice } from "@eldercare/contracts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { GstDocument } from "./gst-document.tsx";

/** A GST tax invoice as issued (docs/decisions/0016-gst-invoices.md), laid out to read and to print. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { invoice_id: _id, invoice_no, invoice_date, payment, ...lines } = invoice;
  return (
    <GstDocument
      label={`Tax invoice ${invoice_no}`}
      meta={[
        ["Invoice No.", invoice_no],
        ["Invoice date", formatIndiaDay(invoice_date)],
      ]}
      lines={lines}
      closing={
        <p>
          Paid on {formatIndiaDay(payment.paid_at)} · Payment reference {payment.reference}
        </p>
      }
      footer="This is a computer-generated invoice and does not need a signature."
    />
  );
}
