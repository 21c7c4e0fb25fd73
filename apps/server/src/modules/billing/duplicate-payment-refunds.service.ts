import { paiseToRupees, REFUND_MESSAGES, type RefundDuePayment } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import * as repo from "./plan-cancellations.repo.ts";
import { insertPaymentRefund } from "./refunds.repo.ts";

/** A payment captured twice as the console shows it. */
export function duePaymentItem(p: repo.DuePaymentRow, userName: string): RefundDuePayment {
  return {
    payment_id: p.id,
    user_id: p.userId,
    user_name: userName,
    amount: paiseToRupees(p.amountPaise),
    gateway_payment_id: p.gatewayPaymentId,
    paid_at: p.paidAt?.toISOString() ?? null,
    refund_status: p.refundStatus,
  };
}

/**
 * Payments captured for a plan already paid (refund_due, decision 0058): the money is the member's, so
 * the team returns it whole. The refund is one conditional insert (once per payment, whatever arrives at
 * once); the sweep that sends cancellations' refunds sends it, and the family is told when it is paid
 * back. No credit note: nothing was invoiced for it.
 */
export function createDuplicatePaymentRefunds(deps: { members: Pick<MemberDirectory, "contacts"> }) {
  /** Makes the payment's refund, inside the caller's transaction (with its audit row). */
  async function refund(tx: Db, paymentId: number, at: Date): Promise<RefundDuePayment> {
    const made = await insertPaymentRefund(tx, paymentId, at);
    const due = await repo.findDuePayment(tx, paymentId);
    if (!due) throw new AppError("BE004", REFUND_MESSAGES.paymentNotFound);
    if (!made) throw new AppError("BE010", REFUND_MESSAGES.paymentAlreadyRefunded);
    const who = (await deps.members.contacts(tx, [due.userId])).get(due.userId);
    return duePaymentItem(due, who?.name ?? "");
  }

  return { refund };
}
export type DuplicatePaymentRefunds = ReturnType<typeof createDuplicatePaymentRefunds>;
