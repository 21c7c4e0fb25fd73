import { z } from "zod";
import { invoiceSchema } from "./billing.ts";
import { positiveIdSchema } from "./validation/fields.ts";

/**
 * A GST credit note (CGST Act s.34, CGST Rules r.53; decision 0058): issued once a refund is processed,
 * against the invoice of the payment refunded, in its own gapless series per financial year
 * (e.g. SCN/26-27/000007). The tax is reversed in the invoice's own split (CGST + SGST, or IGST) on the
 * GST-inclusive amount refunded. Amounts in rupees with 2 decimals; kept exactly as issued.
 */
export const creditNoteSchema = invoiceSchema
  .omit({ invoice_id: true, invoice_no: true, invoice_date: true, payment: true })
  .extend({
    credit_note_id: z.number().int(),
    /** At most 16 characters, unique within the financial year. */
    credit_note_no: z.string().max(16),
    /** YYYY-MM-DD in India time: the day the refund was processed. */
    credit_note_date: z.string(),
    original_invoice: z.object({
      invoice_id: z.number().int(),
      invoice_no: z.string(),
      invoice_date: z.string(),
    }),
    /** Why the value was reduced, e.g. "Plan cancelled from 12 Dec 2026 (request #4)". */
    reason: z.string(),
    refund: z.object({ refund_id: z.number().int(), reference: z.string(), processed_at: z.string() }),
  });
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** users/getcreditnote/ and users/creditnotepdf/: one of the caller's credit notes (the session names them). */
export const creditNoteRequestSchema = z.strictObject({
  credit_note_id: positiveIdSchema("credit_note_id is required"),
});

export const CREDIT_NOTE_TEXT = {
  title: "Credit Note",
  description: "A GST credit note for a refund from SeniorCare Relief.",
  loading: "Loading your credit note...",
  failed: "We could not load this credit note.",
  notFound: "This credit note does not exist.",
  link: (no: string) => `Credit note ${no}`,
  footer: "This is a computer-generated credit note and does not need a signature.",
} as const;

/** The credit note's PDF file name, the same for the download and the email's attachment. */
export const creditNoteFileName = (creditNoteNo: string) =>
  `credit-note-${creditNoteNo.replaceAll("/", "-")}.pdf`;
