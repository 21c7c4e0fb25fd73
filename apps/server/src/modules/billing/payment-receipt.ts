import { formatInr, type Invoice } from "@eldercare/contracts";
import { BRAND_NAME, SIGN_OFF_LINES } from "../../lib/brand.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";

/** Outbox kind of a payment's receipt; its ref_id is the invoice id (the invoice PDF is attached). */
export const RECEIPT_KIND = "payment_receipt";

/** The invoice's PDF file name, the same for the download and the receipt's attachment. */
export const invoiceFileName = (invoiceNo: string) => `invoice-${invoiceNo.replaceAll("/", "-")}.pdf`;

/**
 * The receipt a member is emailed once a payment is confirmed: what was paid, for what, and where the
 * invoice is (attached, and in the profile). Written from the invoice as issued, so both say the same.
 */
export function paymentReceipt(invoice: Omit<Invoice, "invoice_id">, invoiceId: number, publicUrl: string) {
  const amount = formatInr(invoice.total);
  const link = `${publicUrl.replace(/\/+$/, "")}/user/invoices/${invoiceId}`;
  return {
    subject: `${BRAND_NAME}: payment of ${amount} received (invoice ${invoice.invoice_no})`,
    body: [
      `Dear ${invoice.recipient.name},`,
      "",
      `Thank you. We have received your payment of ${amount} (GST included) on ${formatIndiaDay(invoice.invoice_date)}.`,
      "",
      `  ${invoice.description}`,
      `  Payment reference: ${invoice.payment.reference}`,
      `  Invoice: ${invoice.invoice_no}`,
      "",
      "Your GST tax invoice is attached to this email as a PDF.",
      `You can also open it at any time from your profile: ${link}`,
      ...SIGN_OFF_LINES,
    ].join("\n"),
  };
}
