import type {
  BeneficiaryCount,
  MemberPayment,
  PaymentFrequency,
  PlanTier,
  SubscriptionSummary,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { indiaDate } from "../../lib/india-date.ts";
import { listMemberPayments, type PaymentRow } from "./payments.repo.ts";
import { capitalize } from "./plan-amounts.ts";
import { subscriptionStatus } from "./subscription-period.ts";
import { listMemberSubscriptions } from "./subscriptions.repo.ts";

/** A stored payment state as the member sees it (an attempt that ended unpaid, for whatever reason, failed). */
export const MEMBER_STATUS: Record<PaymentRow["status"], MemberPayment["status"]> = {
  created: "pending",
  pending: "pending",
  paid: "paid",
  failed: "failed",
  expired: "failed",
  refund_due: "refund_due",
};

/** users/getpayments/: every payment the member made or tried, newest first, with its invoice. */
export async function listMemberPaymentHistory(db: Db, userId: number): Promise<MemberPayment[]> {
  const rows = await listMemberPayments(db, userId);
  return rows.map((r) => ({
    payment_id: r.payment.id,
    request_id: r.payment.requestId,
    plan_type_name: r.tier as PlanTier,
    beneficiary_count_dtls: capitalize<BeneficiaryCount>(r.beneficiaries),
    frequency_of_payment_dtls: capitalize<PaymentFrequency>(r.frequency),
    amount: r.payment.amountPaise / 100,
    status: MEMBER_STATUS[r.payment.status],
    created_at: r.payment.createdAt.toISOString(),
    paid_at: r.payment.paidAt?.toISOString() ?? null,
    invoice_id: r.invoiceId,
    invoice_no: r.invoiceNo,
  }));
}

/** The member's paid plans in date order, each active, upcoming or expired as of today in India. */
export async function listMemberSubscriptionSummaries(
  db: Db,
  userId: number,
  now: Date,
): Promise<SubscriptionSummary[]> {
  const today = indiaDate(now);
  const rows = await listMemberSubscriptions(db, userId);
  return rows.map((s) => ({
    subscription_id: s.id,
    plan_tier_id: s.planTierId,
    plan_type_name: s.tier as PlanTier,
    beneficiary_count_dtls: capitalize<BeneficiaryCount>(s.beneficiaries),
    frequency_of_payment_dtls: capitalize<PaymentFrequency>(s.frequency),
    start_date: s.startsOn,
    end_date: s.endsOn,
    status: subscriptionStatus(s.startsOn, s.endsOn, today),
  }));
}
