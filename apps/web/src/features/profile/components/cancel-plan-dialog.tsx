import {
  CANCELLATION_TEXT,
  type CancellationQuote,
  type CancellationQuoteResponse,
  cancellationLines,
  cancellationSummary,
  cancelSubscriptionFormSchema,
  decidedQuote,
  LOAD_MESSAGES,
  PLAN_PAUSE_TEXT,
} from "@eldercare/contracts";
import { useState } from "react";
import { RefundPolicyLink } from "../../../components/refund-policy-link.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { LoadingNotice } from "../../../components/ui/load-states.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { ApiError, firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDay, formatInr } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useCancellationQuote, useCancelSubscription } from "../api/use-plan-cancellation.ts";
import { PausePlanForm } from "./pause-plan-form.tsx";

const reasonResolver = contractResolver(cancelSubscriptionFormSchema);
const FORMAT = { inr: formatInr, day: formatIndiaDay };

interface Props {
  /** The plan to cancel; null: closed. */
  subscriptionId: number | null;
  /** The family whose plan it is (the visits a pause cancels are theirs to read again). */
  userId: number;
  onClose: () => void;
}

/**
 * Cancelling a plan (users/getcancellationquote/, then users/cancelsubscription/, decision 0055): the
 * refund and last day first, the breakdown in the policy's words, then a reason. A plan already asked for shows its
 * request instead; a plan too close to its end says it simply ends.
 */
export function CancelPlanDialog({ subscriptionId, userId, onClose }: Props) {
  return (
    <Dialog
      open={subscriptionId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CANCELLATION_TEXT.title}
      size="md"
    >
      {subscriptionId !== null ? (
        <QuoteStep key={subscriptionId} subscriptionId={subscriptionId} userId={userId} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function QuoteStep({
  subscriptionId,
  userId,
  onDone,
}: {
  subscriptionId: number;
  userId: number;
  onDone: () => void;
}) {
  const quote = useCancellationQuote(subscriptionId);
  const [pausing, setPausing] = useState(false);
  if (pausing) {
    return (
      <PausePlanForm
        userId={userId}
        subscriptionId={subscriptionId}
        onPaused={onDone}
        onBack={() => setPausing(false)}
      />
    );
  }
  if (quote.isPending) return <LoadingNotice>{LOAD_MESSAGES.quoteLoading}</LoadingNotice>;
  if (quote.isError || !quote.data) {
    // A rule (the plan ends within the notice, or is over) is an answer, not a failure to load.
    const ruled = quote.error instanceof ApiError && quote.error.status === 422;
    return (
      <div className="space-y-5">
        <p role={ruled ? "status" : "alert"}>{firstErrorMessage(quote.error)}</p>
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
          {ruled ? null : (
            <button type="button" className="btn btn-primary" onClick={() => void quote.refetch()}>
              Try again
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Done
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {/* Issue 47: a pause is offered before the quote, unless a cancellation is already asked for. */}
      {quote.data.cancellation ? null : <PauseOffer onPause={() => setPausing(true)} />}
      <QuoteAndReason data={quote.data} onDone={onDone} />
    </div>
  );
}

/** "Pause instead": what a pause does, and the button that opens its form in place of the quote. */
function PauseOffer({ onPause }: { onPause: () => void }) {
  return (
    <div className="space-y-3 rounded-xl border-2 border-primary-700 bg-white px-4 py-3">
      <p>{PLAN_PAUSE_TEXT.offer}</p>
      <button type="button" className="btn btn-outline" onClick={onPause}>
        {PLAN_PAUSE_TEXT.pauseInstead}
      </button>
    </div>
  );
}

/**
 * The answer first (issue 41): the refund and the last day of cover, what happens to visits, then the
 * short breakdown with each figure's working folded beneath it.
 */
function QuoteLines({ quote }: { quote: CancellationQuote }) {
  const summary = cancellationSummary(quote, FORMAT);
  const lines = cancellationLines(quote, FORMAT);
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-primary-50 px-4 py-3">
        <p className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="font-semibold">{CANCELLATION_TEXT.refundLabel}</span>
          <span className="text-2xl font-bold text-primary-800" data-testid="quote-refund">
            {summary.refund}
          </span>
        </p>
        <p className="mt-1 font-semibold">{summary.lastDay}</p>
      </div>
      <ul className="list-disc space-y-1 pl-5">
        <li>{summary.visitsUntil}</li>
        <li>{summary.visitsAfter}</li>
      </ul>
      <dl className="divide-y divide-line rounded-xl border border-line bg-white">
        {lines.map((line, i, all) => (
          <div key={line.label} className="flex flex-wrap justify-between gap-x-4 px-4 py-2">
            <dt className={i === all.length - 1 ? "font-bold" : "font-semibold"}>{line.label}</dt>
            <dd className={i === all.length - 1 ? "font-bold text-primary-800" : ""}>{line.amount}</dd>
          </div>
        ))}
      </dl>
      <details className="rounded-xl border border-line bg-white px-4 py-2">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary-700">
          {CANCELLATION_TEXT.howWorkedOut}
        </summary>
        <dl className="space-y-3 pb-2">
          {lines.map((line) => (
            <div key={line.label}>
              <dt className="font-semibold">
                {line.label}: {line.amount}
              </dt>
              <dd className="text-muted">{line.why}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}

function QuoteAndReason({ data, onDone }: { data: CancellationQuoteResponse; onDone: () => void }) {
  const { quote: q, cancellation } = data;
  // Once approved, the lines show what the team decided (a charge may have been lowered).
  const decided = cancellation?.refund !== undefined ? decidedQuote(q, cancellation.refund) : q;
  const lowered = decided.admin_charge < q.admin_charge;
  const cancel = useCancelSubscription(q.subscription_id);
  const [error, setError] = useState<string | null>(null);
  // No field takes focus: the quote is read from its first line before anything is typed.
  const form = useContractForm({ resolver: reasonResolver, defaultValues: { reason: "" } });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      const made = await cancel.mutateAsync({
        subscription_id: q.subscription_id,
        effective_date: q.effective_date,
        refund: q.refund,
        reason,
      });
      toast.success(made.Message, { id: "plan-cancellation" });
      onDone();
    } catch (failure) {
      // A changed quote: the new figures load in place (the hook asks again); the message says why.
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <div className="space-y-5">
      {cancellation ? (
        <div role="status" className="space-y-1 rounded-lg bg-primary-50 px-4 py-3">
          <p>
            {cancellation.status === "approved"
              ? CANCELLATION_TEXT.approved(formatIndiaDay(q.effective_date))
              : CANCELLATION_TEXT.waiting(formatIndiaDay(q.effective_date))}
          </p>
          {lowered ? (
            <p>
              {CANCELLATION_TEXT.chargeLowered(formatInr(q.admin_charge), formatInr(decided.admin_charge))}
            </p>
          ) : null}
          {cancellation.refund !== undefined && cancellation.refund_status ? (
            <p className="font-semibold">
              {CANCELLATION_TEXT.refundLine(formatInr(cancellation.refund), cancellation.refund_status)}
            </p>
          ) : null}
        </div>
      ) : null}
      <QuoteLines quote={decided} />
      <p>
        The full terms are in our <RefundPolicyLink />.
      </p>
      {cancellation ? (
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Done
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <TextAreaField
            label="Why are you cancelling?"
            required
            rows={3}
            inputClassName="resize-y"
            error={formState.errors.reason?.message}
            hint="Your written notice, as the terms ask. It helps us care better."
            {...register("reason")}
          />
          <FormAlert message={error} />
          <DialogActions
            label={CANCELLATION_TEXT.confirm}
            tone="danger"
            busy={formState.isSubmitting}
            cancelLabel={CANCELLATION_TEXT.keep}
            onCancel={onDone}
          />
        </form>
      )}
    </div>
  );
}
