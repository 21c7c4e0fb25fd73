import { z } from "zod";
import { listRequestShape, listResponseSchema } from "./list.ts";
import { formatInr } from "./money.ts";
import { CANCELLATION_STATUSES, cancellationQuoteSchema, REFUND_STATUSES } from "./plan-cancellation.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/**
 * The team's side of plan cancellations (issue 28, decision 0056): admin/getallrefunds/ lists the requests
 * (waiting first) and the payments captured twice (refund_due); admin/decidecancellation/ approves (the
 * charge may be lowered, with a note) or declines with a reason. Audited; the family is told.
 */
export const REFUND_MESSAGES = {
  notFound: "Cancellation request not found",
  alreadyDecided: "This request was already decided. The list shows what was decided.",
  noteRequired: "Please give the member a reason",
  noteForLowerCharge: "Please note why the charge is lowered",
  chargeTooHigh: (max: string) => `The charge can only be lowered: at most ${max}`,
  approved: "Cancellation approved. The family has been told, with the refund.",
  declined: "Cancellation declined. The family has been told why.",
  paymentNotFound: "Payment not found, or not one captured twice",
  paymentAlreadyRefunded: "This payment is already being refunded. The list shows where it stands.",
  paymentRefunding: "Refund sent to the gateway. The family is told once it is paid back.",
} as const;

/** The console's words on the cancellations page. */
export const REFUND_TEXT = {
  title: "Cancellations and refunds",
  loading: "Loading cancellation requests...",
  failed: "We could not load the cancellation requests.",
  empty: "No cancellation requests match this filter.",
  deciding: "Deciding the cancellation. Please Wait...",
  refundDueTitle: "Payments captured twice",
  refundDueHint: "A plan paid twice: the second payment is the member's, to be refunded in full.",
  noRefundDue: "No payment is waiting to be refunded.",
  refundPayment: "Refund in full",
  refundPaymentTitle: "Refund this payment in full?",
  refundPaymentHint: (amount: string, name: string) =>
    `${amount} goes back to ${name} by the way they paid. This cannot be undone.`,
  refunding: "Sending the refund. Please Wait...",
} as const;

export const CANCELLATION_STATUS_LABELS = {
  requested: "Waiting",
  approved: "Approved",
  declined: "Declined",
} as const;

export const CANCELLATION_DECISIONS = ["approve", "decline"] as const;

export const adminRefundListRequestSchema = z.strictObject({
  page_index: listRequestShape.page_index,
  page_size: listRequestShape.page_size,
  status: z
    .enum(CANCELLATION_STATUSES, { error: `status must be one of: ${CANCELLATION_STATUSES.join(", ")}` })
    .nullable()
    .optional(),
});
export type AdminRefundListRequest = z.infer<typeof adminRefundListRequestSchema>;

export const adminCancellationItemSchema = z.object({
  cancellation_id: z.number().int(),
  subscription_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  email: z.string(),
  status: z.enum(CANCELLATION_STATUSES),
  reason: z.string(),
  requested_at: z.string(),
  quote: cancellationQuoteSchema,
  /** The charge and refund decided (the quote's until then), rupees. */
  admin_charge: z.number(),
  refund: z.number(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  /** The refund at the gateway once approved: on its way, done, or failed (the team pays it back another way). */
  refund_status: z.enum(REFUND_STATUSES).nullable(),
});
export type AdminCancellationItem = z.infer<typeof adminCancellationItemSchema>;

/** A payment captured for a plan already paid: the money is the member's, to be returned. */
export const refundDuePaymentSchema = z.object({
  payment_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  amount: z.number(),
  gateway_payment_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Once the team has refunded it: where the refund stands at the gateway. */
  refund_status: z.enum(REFUND_STATUSES).nullable(),
});
export type RefundDuePayment = z.infer<typeof refundDuePaymentSchema>;

export const adminRefundListResponseSchema = listResponseSchema(adminCancellationItemSchema).extend({
  refund_due_payments: z.array(refundDuePaymentSchema),
});
export type AdminRefundList = z.infer<typeof adminRefundListResponseSchema>;

const decisionShape = {
  decision: z.enum(CANCELLATION_DECISIONS, { error: "decision must be approve or decline" }),
  /** Approving only: a lower charge than quoted, in rupees (never higher). */
  admin_charge: z.number().min(0).max(10_000_000).optional(),
  note: plainText(z.string().trim().max(500, "Note cannot exceed 500 characters"), "Note", true).optional(),
};
const noteWhereNeeded = (v: { decision: string; note?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.decision === "decline" && !v.note) {
    ctx.addIssue({ code: "custom", path: ["note"], message: REFUND_MESSAGES.noteRequired });
  }
};
export const decideCancellationRequestSchema = z
  .strictObject({ cancellation_id: positiveIdSchema("cancellation_id is required"), ...decisionShape })
  .superRefine(noteWhereNeeded);
export type DecideCancellationRequest = z.infer<typeof decideCancellationRequestSchema>;
export const decideCancellationResponseSchema = z.object({
  cancellation: adminCancellationItemSchema,
  Message: z.string(),
});

/**
 * The console's approval form: the charge as typed (the quote's, or lower with a note), checked against
 * the quote it was made on; the server checks again.
 */
export function approveCancellationFormSchema(quotedCharge: number) {
  return z
    .strictObject({
      admin_charge: z
        .string()
        .trim()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, "Enter the charge in rupees, for example 1200 or 1200.50"),
      note: plainText(z.string().trim().max(500, "Note cannot exceed 500 characters"), "Note", true),
    })
    .superRefine((v, ctx) => {
      const charge = Number(v.admin_charge);
      if (charge > quotedCharge) {
        ctx.addIssue({
          code: "custom",
          path: ["admin_charge"],
          message: REFUND_MESSAGES.chargeTooHigh(formatInr(quotedCharge)),
        });
      } else if (charge < quotedCharge && !v.note) {
        ctx.addIssue({ code: "custom", path: ["note"], message: REFUND_MESSAGES.noteForLowerCharge });
      }
    });
}

/** admin/refundpayment/: returns a payment captured twice, in full, to the way it was paid (audited). */
export const refundPaymentRequestSchema = z.strictObject({
  payment_id: positiveIdSchema("payment_id is required"),
});
export const refundPaymentResponseSchema = z.object({
  payment: refundDuePaymentSchema,
  Message: z.string(),
});
