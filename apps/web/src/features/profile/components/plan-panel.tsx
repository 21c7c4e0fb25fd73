import {
  API,
  addCalendarDays,
  CANCELLATION_TEXT,
  CREDIT_NOTE_TEXT,
  FAMILY_MESSAGES,
  LOAD_MESSAGES,
  PLAN_PAUSE_TEXT,
  type Profile,
  type ProfileSubscription,
  RENEWAL_TEXT,
} from "@eldercare/contracts";
import { ClipboardList, FileText, Hourglass, PauseCircle, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { useMayCall, useReaderWords } from "../../../lib/family-role.ts";
import { formatIndiaDay, formatInr } from "../../../lib/format.ts";
import {
  currentPlan,
  PAYMENT_STATUS_LABELS,
  planName,
  SUBSCRIPTION_STATUS_LABELS,
} from "../../../lib/plan-labels.ts";
import { usePayments } from "../api/use-payments.ts";
import { AutoRenewalSection } from "./auto-renewal-section.tsx";
import { CancelPlanDialog } from "./cancel-plan-dialog.tsx";

/** The profile's plan tab: the current plan and any plan paid for after it, then every payment and its invoice. */
export function PlanPanel({ profile }: { profile: Profile }) {
  const { open } = useDialogs();
  // Plans and payments are the account holder's; a circle member sees the plan only (decision 0063).
  const mayBuy = useMayCall(API.createSubscription);
  const mayCancel = useMayCall(API.cancelSubscription);
  const mayPay = useMayCall(API.getPayments);
  const words = useReaderWords();
  const current = currentPlan(profile.subscriptions);
  const later = profile.subscriptions.filter((s) => s.status === "upcoming" && s !== current);
  // The plan paid last (latest start): automatic renewal belongs to it.
  const last = later.reduce<ProfileSubscription | undefined>(
    (a, s) => (a && a.start_date > s.start_date ? a : s),
    undefined,
  );
  const [cancelling, setCancelling] = useState<number | null>(null);
  // Once a cancellation is asked for, no second Cancel: the same dialog shows the request (issue 41).
  const cancelButton = (subscriptionId: number, name: string, asked: boolean) =>
    mayCancel ? (
      <button
        type="button"
        className={`mt-4 inline-flex min-h-11 items-center font-semibold underline underline-offset-4 ${asked ? "text-primary-700" : "text-danger"}`}
        onClick={() => setCancelling(subscriptionId)}
        aria-label={`${asked ? CANCELLATION_TEXT.seeRequest : CANCELLATION_TEXT.button}: ${name}`}
      >
        {asked ? CANCELLATION_TEXT.seeRequest : CANCELLATION_TEXT.button}
      </button>
    ) : null;
  return (
    <div className="space-y-10">
      <section aria-labelledby="current-plan">
        <h2 id="current-plan" className="text-2xl font-bold">
          {words.plan}
        </h2>
        {current ? (
          <div className="mt-4 rounded-xl border border-line bg-white p-5">
            <p className="text-xl font-bold text-primary-800">{planName(current)}</p>
            <dl className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-muted">Status</dt>
              <dd>{SUBSCRIPTION_STATUS_LABELS[current.status]}</dd>
              <dt className="font-semibold text-muted">Starts</dt>
              <dd>{formatIndiaDay(current.start_date)}</dd>
              <dt className="font-semibold text-muted">Ends</dt>
              <dd>{formatIndiaDay(current.end_date)}</dd>
            </dl>
            {current.pause ? <PauseState pause={current.pause} endDate={current.end_date} /> : null}
            {current.cancellation ? <CancellationState cancellation={current.cancellation} /> : null}
            {/* Automatic renewal (issue 47): the payer's, of the last plan paid (a renewal carries the mandate on). */}
            {mayCancel && !(last ?? current).cancellation ? (
              <AutoRenewalSection
                subscriptionId={(last ?? current).subscription_id}
                endDate={(last ?? current).end_date}
              />
            ) : null}
            {cancelButton(current.subscription_id, planName(current), current.cancellation !== null)}
          </div>
        ) : (
          <p className="mt-3">You have no active plan yet. Choose the care that suits your family.</p>
        )}
        {later.length > 0 ? (
          <ul className="mt-4 space-y-2">
            {later.map((s) => (
              <li key={s.subscription_id} className="rounded-lg bg-primary-50 px-4 py-3">
                Next: {planName(s)}, from {formatIndiaDay(s.start_date)} to {formatIndiaDay(s.end_date)}
                {s.pause ? <PauseState pause={s.pause} endDate={s.end_date} /> : null}
                {s.cancellation ? <CancellationState cancellation={s.cancellation} /> : null}
                <div>{cancelButton(s.subscription_id, `next ${planName(s)}`, s.cancellation !== null)}</div>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          {!mayBuy ? null : profile.subscriptions.length > 0 ? (
            <>
              {/* Renewing a plan the family has asked to cancel is not what they came for (issue 41). */}
              {current?.cancellation ? null : (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => open("plan", { renew: true })}
                >
                  <RefreshCw aria-hidden="true" className="size-5" />
                  {RENEWAL_TEXT.renew}
                </button>
              )}
              <button type="button" className="btn btn-outline" onClick={() => open("plan")}>
                {RENEWAL_TEXT.otherPlan}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => open("plan")}>
              Choose a plan
            </button>
          )}
          {current ? (
            <Link to="/planandservicedetails" className="btn btn-outline">
              <ClipboardList aria-hidden="true" className="size-5" />
              Visits and bookings
            </Link>
          ) : null}
        </div>
      </section>
      {mayPay ? (
        <PaymentHistory userId={profile.user_id} />
      ) : (
        <p className="rounded-xl border border-line bg-white p-5">{FAMILY_MESSAGES.paymentsArePayers}</p>
      )}
      <CancelPlanDialog
        subscriptionId={cancelling}
        userId={profile.user_id}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}

/** A plan's pause on its card (issue 47): its days, when visits resume, and the plan's new last day. */
function PauseState({
  pause: p,
  endDate,
}: {
  pause: NonNullable<ProfileSubscription["pause"]>;
  endDate: string;
}) {
  return (
    <p className="mt-4 flex items-start gap-2 rounded-lg border-2 border-primary-700 bg-primary-50 px-4 py-3 font-semibold">
      <PauseCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {PLAN_PAUSE_TEXT.pausedLine(
        formatIndiaDay(p.from),
        formatIndiaDay(p.to),
        formatIndiaDay(p.resumes_on),
        formatIndiaDay(endDate),
      )}
    </p>
  );
}

/** A plan's open cancellation on its card: asked for on a day and waiting, with what happens next; or approved. */
function CancellationState({
  cancellation: c,
}: {
  cancellation: NonNullable<ProfileSubscription["cancellation"]>;
}) {
  const stops = formatIndiaDay(c.effective_date);
  // Approved: the last day of cover, as the card's "Ends" line now says (issue 42).
  return c.status === "approved" ? (
    <p className="mt-4 rounded-lg border-2 border-line bg-paper px-4 py-3 font-semibold">
      {CANCELLATION_TEXT.cancelledCoverEnds(formatIndiaDay(addCalendarDays(c.effective_date, -1)))}
    </p>
  ) : (
    <div className="mt-4 rounded-lg border-2 border-accent-700 bg-accent-100 px-4 py-3">
      <p className="flex items-start gap-2 font-semibold">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {CANCELLATION_TEXT.requestedOn(formatIndiaDay(c.requested_at))}
      </p>
      <p className="mt-1">{CANCELLATION_TEXT.whatNext(stops)}</p>
    </div>
  );
}

function PaymentHistory({ userId }: { userId: number }) {
  const payments = usePayments(userId);
  return (
    <section aria-labelledby="payment-history">
      <h2 id="payment-history" className="text-2xl font-bold">
        Payments and invoices
      </h2>
      <div className="mt-4">
        <QueryStates
          query={payments}
          loading={LOAD_MESSAGES.paymentsLoading}
          failed={LOAD_MESSAGES.paymentsFailed}
        >
          {(list) =>
            list.length === 0 ? (
              <p>No payments yet.</p>
            ) : (
              <ul className="divide-y divide-line rounded-xl border border-line bg-white">
                {list.map((p) => (
                  <li
                    key={p.payment_id}
                    className="grid gap-1 px-5 py-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
                  >
                    <div>
                      <p className="font-semibold">{planName(p)}</p>
                      <p className="text-muted">
                        {formatIndiaDay(p.paid_at ?? p.created_at)} · {formatInr(p.amount)} ·{" "}
                        {PAYMENT_STATUS_LABELS[p.status]}
                      </p>
                      {p.refund ? (
                        <p className="font-semibold">
                          {CANCELLATION_TEXT.refundLine(formatInr(p.refund.amount), p.refund.status)}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-col sm:items-end">
                      {p.invoice_id && p.invoice_no ? (
                        <DocumentLink to={`/user/invoices/${p.invoice_id}`}>
                          Invoice {p.invoice_no}
                        </DocumentLink>
                      ) : null}
                      {p.refund?.credit_note_id && p.refund.credit_note_no ? (
                        <DocumentLink to={`/user/creditnotes/${p.refund.credit_note_id}`}>
                          {CREDIT_NOTE_TEXT.link(p.refund.credit_note_no)}
                        </DocumentLink>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStates>
      </div>
    </section>
  );
}

/** A link to one of the member's GST documents (an invoice or a credit note). */
function DocumentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
    >
      <FileText aria-hidden="true" className="size-5" />
      {children}
    </Link>
  );
}
