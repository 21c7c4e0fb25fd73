import { type DecideCancellationRequest, REFUND_MESSAGES, type RefundDuePayment } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { CancellationDecisions } from "../billing/cancellation-decisions.service.ts";
import type { DuplicatePaymentRefunds } from "../billing/duplicate-payment-refunds.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { Audit } from "./audit.service.ts";

/**
 * admin/getallrefunds/ and admin/decidecancellation/ (issue 28, decision 0056). Billing decides
 * (`cancellationDecisions.decide`, in the lock order); here the decision runs in one transaction with its
 * audit row, so the plan's end, the visits cancelled, the decision, the audit and the family's email
 * commit together, or nothing does.
 */
export function createAdminRefunds(
  deps: Pick<AppDeps, "db" | "now"> & {
    cancellationDecisions: CancellationDecisions;
    duplicateRefunds: DuplicatePaymentRefunds;
    audit: Audit;
    notifier: Pick<Notifier, "kick">;
  },
) {
  const { db, cancellationDecisions: decisions } = deps;

  async function decide(adminId: number, r: DecideCancellationRequest) {
    const at = deps.now();
    const note = r.note ?? null;
    const approve = r.decision === "approve";
    await db.transaction(async (tx) => {
      const d = await decisions.decide(tx, {
        cancellationId: r.cancellation_id,
        approve,
        chargeRupees: r.admin_charge,
        note,
        adminId,
        at,
      });
      await deps.audit.record(tx, {
        adminId,
        action: approve ? "cancellation.approve" : "cancellation.decline",
        targetType: "plan_cancellation",
        targetId: r.cancellation_id,
        before: d.before,
        after: d.after,
        note,
        at,
      });
    });
    deps.notifier.kick();
    return {
      cancellation: await decisions.byId(db, r.cancellation_id),
      Message: approve ? REFUND_MESSAGES.approved : REFUND_MESSAGES.declined,
    };
  }

  /** admin/refundpayment/: a payment captured twice, refunded whole, with its audit row. */
  async function refundPayment(adminId: number, paymentId: number) {
    const at = deps.now();
    const payment = await db.transaction(async (tx) => {
      const made: RefundDuePayment = await deps.duplicateRefunds.refund(tx, paymentId, at);
      await deps.audit.record(tx, {
        adminId,
        action: "payment.refund",
        targetType: "payment",
        targetId: paymentId,
        before: { status: "refund_due", refund: null },
        after: { status: "refund_due", refund: { amount: made.amount, status: made.refund_status } },
        note: null,
        at,
      });
      return made;
    });
    return { payment, Message: REFUND_MESSAGES.paymentRefunding };
  }

  return { list: decisions.list, decide, refundPayment };
}
export type AdminRefunds = ReturnType<typeof createAdminRefunds>;
