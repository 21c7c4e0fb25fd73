import {
  type AdminMemberPlan,
  type CancellationStatus,
  type CreditNote,
  type Invoice,
  isOpenCancellation,
  type MemberPayment,
  type PlanCancellation,
  type PlanTier,
  type ProfileSubscription,
  paiseToRupees,
  type SubscriptionStatus,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { ERASED_TEXT } from "../../lib/erasure.ts";
import { addDays, indiaDate } from "../../lib/india-date.ts";
import { listMemberCreditNotes } from "./credit-notes.repo.ts";
import { listMemberInvoices } from "./invoices.repo.ts";
import { listMemberPayments, type PaymentRow, revenueByMonth } from "./payments.repo.ts";
import { capitalize } from "./plan-amounts.ts";
import { eraseReasons, memberCancellations, openCancellationsOf } from "./plan-cancellations.repo.ts";
import { toContract } from "./plan-cancellations.service.ts";
import { pausedToday, pausesNotOverOf } from "./plan-pauses.repo.ts";
import { subscriptionStatus } from "./subscription-period.ts";
import {
  activePlanCounts,
  currentPlansOf,
  listMemberPlans,
  listMemberSubscriptions,
} from "./subscriptions.repo.ts";

/** A stored payment state as the member sees it (an attempt that ended unpaid, for whatever reason, failed). */
export const MEMBER_STATUS: Record<PaymentRow["status"], MemberPayment["status"]> = {
  created: "pending",
  pending: "pending",
  paid: "paid",
  failed: "failed",
  expired: "failed",
  refund_due: "refund_due",
};

/** An open cancellation as the plan card shows it; a declined one is no longer the plan's. */
function cancellationSummary(
  c: { status: CancellationStatus; requestedAt: Date; effectiveDate: string } | undefined,
): ProfileSubscription["cancellation"] {
  if (!c || !isOpenCancellation(c.status)) return null;
  return { status: c.status, requested_at: c.requestedAt.toISOString(), effective_date: c.effectiveDate };
}

/** A plan's pause as the plan card shows it (decision 0095). */
function pauseSummary(p: { fromDate: string; toDate: string } | undefined): ProfileSubscription["pause"] {
  return p ? { from: p.fromDate, to: p.toDate, resumes_on: addDays(p.toDate, 1) } : null;
}

/**
 * What a member paid and holds; the members module borrows it for the profile and the data export, the
 * admin console for its member list and member page.
 */
export function createPaymentHistory(deps: { db: Db; now: () => Date }) {
  /** users/getpayments/: every payment the member made or tried, newest first, with its invoice. */
  async function payments(userId: number): Promise<MemberPayment[]> {
    const rows = await listMemberPayments(deps.db, userId);
    return rows.map((r) => ({
      payment_id: r.payment.id,
      request_id: r.payment.requestId,
      plan_type_name: r.tier,
      beneficiary_count_dtls: capitalize(r.beneficiaries),
      frequency_of_payment_dtls: capitalize(r.frequency),
      amount: paiseToRupees(r.payment.amountPaise),
      status: MEMBER_STATUS[r.payment.status],
      created_at: r.payment.createdAt.toISOString(),
      paid_at: r.payment.paidAt?.toISOString() ?? null,
      invoice_id: r.invoiceId,
      invoice_no: r.invoiceNo,
      refund:
        r.refundPaise !== null && r.refundStatus !== null
          ? {
              amount: paiseToRupees(r.refundPaise),
              status: r.refundStatus,
              credit_note_id: r.creditNoteId,
              credit_note_no: r.creditNoteNo,
            }
          : null,
    }));
  }

  /** The member's paid plans in date order, each active, upcoming or expired as of today in India. */
  async function subscriptions(userId: number): Promise<ProfileSubscription[]> {
    const today = indiaDate(deps.now());
    const [rows, open, pauses] = await Promise.all([
      listMemberSubscriptions(deps.db, userId),
      openCancellationsOf(deps.db, userId),
      pausesNotOverOf(deps.db, userId, today),
    ]);
    const cancellationOf = new Map(open.map((c) => [c.subscriptionId, c]));
    // The plan's pause not over yet (at most one a plan year; the earliest first).
    const pauseOf = new Map([...pauses].reverse().map((p) => [p.subscriptionId, p]));
    return rows.map((s) => ({
      subscription_id: s.id,
      plan_tier_id: s.planTierId,
      plan_type_name: s.tier,
      beneficiary_count_dtls: capitalize(s.beneficiaries),
      frequency_of_payment_dtls: capitalize(s.frequency),
      start_date: s.startsOn,
      end_date: s.endsOn,
      status: subscriptionStatus(s.startsOn, s.endsOn, today, s.cancelledFrom),
      cancellation: cancellationSummary(cancellationOf.get(s.id)),
      pause: pauseSummary(pauseOf.get(s.id)),
    }));
  }

  /** The member's GST credit notes exactly as issued (for their data export). */
  async function creditNotes(userId: number): Promise<CreditNote[]> {
    return (await listMemberCreditNotes(deps.db, userId)).map((r) => ({
      ...r.document,
      credit_note_id: r.id,
    }));
  }

  /** The member's GST invoices exactly as issued (for their data export). */
  async function invoices(userId: number): Promise<Invoice[]> {
    const rows = await listMemberInvoices(deps.db, userId);
    return rows.map((r) => ({ ...r.document, invoice_id: r.id }));
  }

  /** For the admin console: each member's plan running today, else the one ending last (none: absent). */
  async function currentPlans(
    userIds: number[],
  ): Promise<Map<number, { tier: PlanTier; status: SubscriptionStatus; paused: boolean }>> {
    if (userIds.length === 0) return new Map();
    const today = indiaDate(deps.now());
    const [rows, paused] = await Promise.all([
      currentPlansOf(deps.db, userIds, today),
      pausedToday(deps.db, userIds, today),
    ]);
    return new Map(
      rows.map((r) => [
        r.userId,
        {
          tier: r.tier,
          status: subscriptionStatus(r.startsOn, r.endsOn, today, r.cancelledFrom),
          paused: paused.has(r.userId),
        },
      ]),
    );
  }

  /** For the admin console: the member's paid plans in date order with what was paid for each. */
  async function plans(userId: number): Promise<AdminMemberPlan[]> {
    const today = indiaDate(deps.now());
    const rows = await listMemberPlans(deps.db, userId);
    return rows.map(({ subscription: s, amountPaise }) => ({
      subscription_id: s.id,
      plan_tier_id: s.planTierId,
      plan_type_name: s.tier,
      beneficiary_count_dtls: capitalize(s.beneficiaries),
      frequency_of_payment_dtls: capitalize(s.frequency),
      start_date: s.startsOn,
      end_date: s.endsOn,
      status: subscriptionStatus(s.startsOn, s.endsOn, today, s.cancelledFrom),
      amount: paiseToRupees(amountPaise),
    }));
  }

  /** For the dashboard: plans in force on `today` per tier and frequency, and revenue per month since `from`. */
  async function figures(today: string, revenueFrom: Date) {
    const [activePlans, revenue] = await Promise.all([
      activePlanCounts(deps.db, today),
      revenueByMonth(deps.db, revenueFrom),
    ]);
    return { activePlans, revenuePaiseByMonth: revenue };
  }

  /** The member's plan cancellation requests, newest first, with the quotes they confirmed. */
  async function cancellations(userId: number): Promise<PlanCancellation[]> {
    return (await memberCancellations(deps.db, userId)).map(toContract);
  }

  /** Inside the erasure's transaction: the reasons the member wrote are replaced. */
  const eraseCancellationReasons = (tx: Db, userId: number) => eraseReasons(tx, userId, ERASED_TEXT);

  return {
    payments,
    subscriptions,
    invoices,
    creditNotes,
    currentPlans,
    plans,
    figures,
    cancellations,
    eraseCancellationReasons,
  };
}
export type PaymentHistory = ReturnType<typeof createPaymentHistory>;
