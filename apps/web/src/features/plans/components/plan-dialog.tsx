import {
  BENEFICIARY_COUNTS,
  indiaToday,
  LOAD_MESSAGES,
  nextPlanStart,
  PAYMENT_FREQUENCIES,
  PAYMENT_MESSAGES,
  PLAN_TIERS,
  PRICE_TEXT,
  RENEWAL_TEXT,
  type SubscriptionPlan,
  TIMINGS,
  UI_TEXT,
} from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ChoiceGroup } from "../../../components/ui/choice-group.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { SuccessDialog } from "../../../components/ui/success-dialog.tsx";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { formatIndiaDay, formatInr } from "../../../lib/format.ts";
import { usePlanCatalogue } from "../../../lib/plan-catalogue.ts";
import { inclusionsOf } from "../../../lib/plan-inclusions.ts";
import { latestPlan } from "../../../lib/plan-labels.ts";
import { tierLabel } from "../../../lib/plan-tiers.ts";
import { profileQuery } from "../../../lib/profile-query.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePayForPlan } from "../api/use-pay-for-plan.ts";
import { DEFAULT_CHOICE, type PlanChoice, planFor, priceBreakdown } from "../lib/plan-choice.ts";
import { BillingStateField } from "./billing-state-field.tsx";
import { InclusionList } from "./inclusion-list.tsx";
import { PaymentAssurance } from "./payment-assurance.tsx";
import { PaymentProcessingDialog } from "./payment-processing-dialog.tsx";
import { PriceBreakdownList } from "./price-breakdown.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Phase = "choose" | "processing" | "checkout" | "success";
type Notice = { tone: "error" | "info"; text: string };

const TIER_OPTIONS = PLAN_TIERS.map((tier) => ({ value: tier, label: tierLabel(tier) }));
const BENEFICIARY_OPTIONS = BENEFICIARY_COUNTS.map((value) => ({ value, label: value }));
const FREQUENCY_OPTIONS = PAYMENT_FREQUENCIES.map((value) => ({ value, label: value }));

const planLabel = (plan: SubscriptionPlan) =>
  `${tierLabel(plan.plan_type_name)} plan, ${plan.beneficiary_count_dtls}, ${plan.frequency_of_payment_dtls}`;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * "Choose the Plans best for You" (spec §2, §4): tier, single or couple, annual or quarterly (default
 * bronze, single, annual) select a catalogue row; PAY NOW pays for it, showing "Payment Processing", and
 * 3 seconds after the payment succeeds, "Payment Successful". A visitor is asked to log in first and
 * comes back here with the same choice.
 */
export function PlanDialog({ open, onOpenChange }: Props) {
  const { session } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const plans = usePlanCatalogue();
  const [choice, setChoice] = useState<PlanChoice>(DEFAULT_CHOICE);
  const [phase, setPhase] = useState<Phase>("choose");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [paidLabel, setPaidLabel] = useState("");
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const paying = useRef(false);
  const payForPlan = usePayForPlan(session.kind === "member" ? session.member.user_id : 0);

  // A "Choose Gold" button starts the dialog on its tier.
  const presetTier = dialogs.planTier;
  useEffect(() => {
    if (open && presetTier) setChoice((current) => ({ ...current, tier: presetTier }));
  }, [open, presetTier]);

  const plan = plans.data ? planFor(plans.data.plans, choice) : undefined;
  // A member who paid for a plan before paid the registration fee with it (paid once).
  const profile = useQuery({
    ...profileQuery(session.kind === "member" ? session.member.user_id : 0, { toast: false }),
    enabled: open && session.kind === "member",
  });
  const registrationPaid = (profile.data?.subscriptions.length ?? 0) > 0;
  // Renewing starts on the member's latest plan; any plan bought starts the day after the last paid day.
  const latest = profile.data ? latestPlan(profile.data.subscriptions) : undefined;
  const nextStart = latest ? nextPlanStart(latest.end_date, indiaToday()) : null;
  const renewing = dialogs.renew;
  const renewKey = latest ? latest.subscription_id : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: set once per plan renewed, not on every refetch
  useEffect(() => {
    if (open && renewing && latest) {
      setChoice({
        tier: latest.plan_type_name,
        beneficiaries: latest.beneficiary_count_dtls,
        frequency: latest.frequency_of_payment_dtls,
      });
    }
  }, [open, renewing, renewKey]);
  // No address in India on the profile: the invoice's state is asked here (it decides the GST).
  const needsBillingState =
    profile.data !== undefined && (profile.data.state_id === null || profile.data.country_name !== "India");
  const [billingStateId, setBillingStateId] = useState(0);
  const [billingStateError, setBillingStateError] = useState<string | undefined>(undefined);
  const included = plans.data ? inclusionsOf(plans.data.inclusions, choice.tier) : [];

  async function payNow() {
    if (!plan || paying.current) return;
    if (session.kind === "visitor") {
      dialogs.open("login", { resume: "plan" });
      return;
    }
    if (needsBillingState && !billingStateId) {
      setBillingStateError(PAYMENT_MESSAGES.billingStateRequired);
      return;
    }
    paying.current = true;
    setNotice(null);
    try {
      const outcome = await payForPlan.mutateAsync({
        plan,
        onPhase: setPhase,
        ...(needsBillingState ? { billingStateId } : {}),
      });
      if (outcome.kind === "paid") {
        setPaidLabel(planLabel(plan));
        setInvoiceId(outcome.payment.invoice_id);
        setPhase("processing");
        await wait(TIMINGS.paymentSuccessDelayMs);
        setPhase("success");
      } else {
        setPhase("choose");
        setNotice({ tone: outcome.kind === "failed" ? "error" : "info", text: outcome.message });
      }
    } finally {
      paying.current = false;
    }
  }

  function finish(next: "profile" | "invoice" | "stay") {
    setPhase("choose");
    dialogs.close();
    if (next === "profile") void navigate("/user/profile?tab=plan");
    if (next === "invoice" && invoiceId !== null) void navigate(`/user/invoices/${invoiceId}`);
  }

  return (
    <>
      <Dialog
        open={open && phase === "choose"}
        onOpenChange={onOpenChange}
        title={UI_TEXT.planDialogTitle}
        size="md"
      >
        {plans.isPending ? (
          <LoadingNotice>{UI_TEXT.loadingPlans}</LoadingNotice>
        ) : plans.isError ? (
          <LoadError
            title={LOAD_MESSAGES.plansFailed}
            error={plans.error}
            onRetry={() => void plans.refetch()}
          />
        ) : (
          <div className="space-y-5">
            <ChoiceGroup
              label="Plan"
              options={TIER_OPTIONS}
              value={choice.tier}
              onChange={(tier) => setChoice({ ...choice, tier })}
            />
            <ChoiceGroup
              label="Who is it for"
              options={BENEFICIARY_OPTIONS}
              value={choice.beneficiaries}
              onChange={(beneficiaries) => setChoice({ ...choice, beneficiaries })}
            />
            <ChoiceGroup
              label="How often you pay"
              options={FREQUENCY_OPTIONS}
              value={choice.frequency}
              onChange={(frequency) => setChoice({ ...choice, frequency })}
            />
            {nextStart ? (
              <div className="rounded-lg bg-primary-50 px-4 py-3">
                <p className="font-bold text-primary-800">
                  {renewing && latest?.plan_type_name === choice.tier
                    ? RENEWAL_TEXT.renewFrom(tierLabel(choice.tier), formatIndiaDay(nextStart))
                    : RENEWAL_TEXT.startsFrom(tierLabel(choice.tier), formatIndiaDay(nextStart))}
                </p>
                {latest && latest.end_date >= indiaToday() ? (
                  <p className="mt-1 text-base text-muted">{RENEWAL_TEXT.noOverlap}</p>
                ) : null}
              </div>
            ) : null}
            {plan ? (
              <section aria-label="Price of the chosen plan">
                <PriceBreakdownList price={priceBreakdown(plan, registrationPaid)} />
                <p className="mt-2 text-base text-muted">All amounts in Indian rupees, GST included.</p>
                <p className="mt-1 text-base text-muted">{PRICE_TEXT.registrationOnce}</p>
              </section>
            ) : (
              <p role="status">{PAYMENT_MESSAGES.combinationUnavailable}</p>
            )}
            <InclusionList title={`What's included in ${tierLabel(choice.tier)}`} items={included} />
            {needsBillingState ? (
              <BillingStateField
                value={billingStateId}
                error={billingStateError}
                onChange={(stateId) => {
                  setBillingStateId(stateId);
                  setBillingStateError(stateId ? undefined : PAYMENT_MESSAGES.billingStateRequired);
                }}
              />
            ) : null}
            {notice ? (
              <p
                role="alert"
                className={`rounded-lg border-2 p-3 ${notice.tone === "error" ? "border-danger/50 text-danger" : "border-primary-200"}`}
              >
                {notice.text}
              </p>
            ) : null}
            {session.kind === "admin" ? (
              <p role="status">{PAYMENT_MESSAGES.membersOnly}</p>
            ) : (
              <>
                <PaymentAssurance />
                {/* On a phone the choices scroll; PAY NOW stays in reach at the bottom of the dialog. */}
                <div className="sticky -bottom-6 -mx-6 border-t border-line bg-white px-6 pt-3 pb-6 sm:static sm:mx-0 sm:border-0 sm:p-0">
                  {plan ? (
                    <p aria-hidden="true" className="mb-2 flex justify-between font-bold sm:hidden">
                      <span>Total</span>
                      <span className="tabular-nums">{formatInr(plan.plan_tier_amt)}</span>
                    </p>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-primary w-full"
                    disabled={!plan}
                    onClick={() => void payNow()}
                  >
                    {UI_TEXT.payNow}
                  </button>
                  {session.kind === "visitor" ? (
                    <p className="mt-3 text-center">
                      You will be asked to log in before paying. New here?{" "}
                      <button
                        type="button"
                        className="min-h-11 rounded-md px-1 font-bold text-primary-700 underline underline-offset-4 hover:bg-primary-50"
                        onClick={() => dialogs.open("registration")}
                      >
                        Register first
                      </button>
                    </p>
                  ) : null}
                </div>
              </>
            )}
          </div>
        )}
      </Dialog>
      <PaymentProcessingDialog open={open && phase === "processing"} />
      <SuccessDialog
        open={open && phase === "success"}
        title={UI_TEXT.paymentSuccessful}
        onClose={() => finish("stay")}
        details={<p>{UI_TEXT.receiptEmailed}</p>}
        actions={
          <>
            <button type="button" className="btn btn-primary flex-1" onClick={() => finish("profile")}>
              {UI_TEXT.visitProfile}
            </button>
            {invoiceId !== null ? (
              <button type="button" className="btn btn-outline flex-1" onClick={() => finish("invoice")}>
                {UI_TEXT.openInvoice}
              </button>
            ) : null}
          </>
        }
      >
        {PAYMENT_MESSAGES.confirmed(paidLabel)}
      </SuccessDialog>
    </>
  );
}
