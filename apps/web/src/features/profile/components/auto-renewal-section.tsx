import {
  AUTO_RENEWAL_TEXT,
  debitDateFor,
  MANDATE_CHOICES,
  type MandateChoice,
  noticeDateFor,
} from "@eldercare/contracts";
import { Repeat } from "lucide-react";
import { useState } from "react";
import { ChoiceGroup } from "../../../components/ui/choice-group.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDay, formatInr } from "../../../lib/format.ts";
import { useAutoRenewal, useSetAutoRenewal } from "../api/use-auto-renewal.ts";

/**
 * "Automatic renewal" on the plan card (issue 47, decisions 0097 and 0101): off, a button opening a small
 * confirm dialog where the family chooses UPI AutoPay or a card; on, the mandate's method, the next
 * renewal's date and amount, the notice date and the state (while the bank has not approved it, a link
 * to approve it there), with a way to turn it off (confirmed too). A refusal is shown in the dialog in the server's words; the
 * outcome is said inline (role=status), not only in a toast.
 */
export function AutoRenewalSection({ subscriptionId, endDate }: { subscriptionId: number; endDate: string }) {
  const state = useAutoRenewal(subscriptionId);
  const set = useSetAutoRenewal(subscriptionId);
  const [asking, setAsking] = useState<"on" | "off" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [method, setMethod] = useState<MandateChoice>("upi");
  const T = AUTO_RENEWAL_TEXT;

  const confirm = async () => {
    setError(null);
    try {
      // UPI AutoPay is the server's default: a card is the only choice that needs saying.
      const body =
        asking === "off"
          ? { enabled: false }
          : method === "card"
            ? { enabled: true, method }
            : { enabled: true };
      const done = await set.mutateAsync(body);
      setSaid(done.Message);
      setAsking(null);
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  };
  const openAsk = (which: "on" | "off") => {
    setError(null);
    setSaid(null);
    setAsking(which);
  };

  if (!state.data) return null;
  const m = state.data.enabled ? state.data.mandate : null;
  const debitOn = debitDateFor(endDate);
  return (
    <section aria-label={T.heading} className="mt-4 rounded-lg border border-line px-4 py-3">
      <h3 className="flex items-center gap-2 font-bold">
        <Repeat aria-hidden="true" className="size-5" />
        {T.heading}
      </h3>
      {m ? (
        <dl className="mt-2 grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-muted">{T.state}</dt>
          <dd>{T.stateLabels[m.state]}</dd>
          <dt className="font-semibold text-muted">{T.method}</dt>
          <dd>{T.methodLabels[m.method]}</dd>
          <dt className="font-semibold text-muted">{T.nextDebit}</dt>
          <dd>{formatIndiaDay(m.next_debit_date)}</dd>
          <dt className="font-semibold text-muted">{T.amount}</dt>
          <dd>{formatInr(m.amount)}</dd>
          <dt className="font-semibold text-muted">{T.notice}</dt>
          <dd>{formatIndiaDay(m.notice_date)}</dd>
        </dl>
      ) : (
        <p className="mt-1">{T.off}</p>
      )}
      {m?.link_reason === "over_limit" ? <p className="mt-2">{T.overLimit}</p> : null}
      {m?.state === "created" ? (
        <p className="mt-2">
          {T.waitingForBank}{" "}
          {m.approval_url ? (
            <a
              href={m.approval_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
            >
              {T.approve}
            </a>
          ) : null}
        </p>
      ) : null}
      {said ? (
        <p role="status" className="mt-2 font-semibold">
          {said}
        </p>
      ) : null}
      <button
        type="button"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
        onClick={() => openAsk(m ? "off" : "on")}
      >
        {m ? T.turnOff : T.turnOn}
      </button>
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={asking === "off" ? T.offTitle : T.confirmTitle}
      >
        <div className="space-y-5">
          <p>
            {asking === "off"
              ? T.offBody
              : T.confirmBody(formatIndiaDay(debitOn), formatIndiaDay(noticeDateFor(debitOn)))}
          </p>
          {asking === "on" ? (
            <ChoiceGroup
              label={T.payBy}
              hint={T.payByHint}
              options={MANDATE_CHOICES.map((value) => ({ value, label: T.choiceLabels[value] }))}
              value={method}
              onChange={setMethod}
            />
          ) : null}
          <FormAlert message={error} />
          <DialogActions
            label={asking === "off" ? T.confirmOff : T.confirm}
            tone={asking === "off" ? "danger" : "primary"}
            busy={set.isPending}
            onConfirm={() => void confirm()}
            cancelLabel={T.cancel}
            onCancel={() => setAsking(null)}
          />
        </div>
      </Dialog>
    </section>
  );
}
