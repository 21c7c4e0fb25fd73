import type {
  MemberPayment,
  PaymentStatus,
  SubscriptionStatus,
  SubscriptionSummary,
} from "@eldercare/contracts";
import { tierLabel } from "./plan-tiers.ts";

/** "Gold plan · Couple · Quarterly". */
export function planName(
  p: Pick<
    SubscriptionSummary | MemberPayment,
    "plan_type_name" | "beneficiary_count_dtls" | "frequency_of_payment_dtls"
  >,
): string {
  return `${tierLabel(p.plan_type_name)} plan · ${p.beneficiary_count_dtls} · ${p.frequency_of_payment_dtls}`;
}

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  upcoming: "Upcoming",
  expired: "Ended",
  cancelled: "Cancelled",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: "Paid",
  pending: "Awaiting confirmation",
  failed: "Not completed",
  refund_due: "Refund due",
};

/** The plan shown as current: the active one, else the next upcoming one. */
export function currentPlan<S extends SubscriptionSummary>(subscriptions: readonly S[]): S | undefined {
  return (
    subscriptions.find((s) => s.status === "active") ?? subscriptions.find((s) => s.status === "upcoming")
  );
}

/** The plan paid for last to end (what renewing continues), if any. */
export function latestPlan<S extends SubscriptionSummary>(subscriptions: readonly S[]): S | undefined {
  return subscriptions.reduce<S | undefined>(
    (latest, s) => (!latest || s.end_date > latest.end_date ? s : latest),
    undefined,
  );
}
