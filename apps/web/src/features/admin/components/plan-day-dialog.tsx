import {
  AUTOASSIGN_REASON_LABELS,
  AUTOASSIGN_REFUSAL_LABELS,
  type AutoassignResponse,
  BOARD_TEXT as T,
  TRAVEL_TEXT,
} from "@eldercare/contracts";
import { useEffect, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { LoadingNotice } from "../../../components/ui/load-states.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useAutoassign } from "../api/use-autoassign.ts";

interface Props {
  /** The city and day to plan; null when closed. */
  day: { city_id: number; date: string } | null;
  shiftName: (shift: number) => string;
  onClose: () => void;
}

/** Why a companion was chosen, then the journey to the visit. */
const whyOf = (a: AutoassignResponse["assigned"][number]) =>
  [
    ...a.reasons.map((r) => AUTOASSIGN_REASON_LABELS[r]),
    ...(a.travel_minutes === null ? [] : [TRAVEL_TEXT.fromPrevious(a.travel_minutes)]),
  ].join("; ");

/** Visits the plan left, each with why (for the team, or a move another writer's change left undone). */
function LeftList({
  id,
  title,
  left,
  shiftName,
}: {
  id: string;
  title: string;
  left: AutoassignResponse["unassigned"];
  shiftName: Props["shiftName"];
}) {
  if (left.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title} ({left.length})
      </h3>
      <ul className="grid gap-2">
        {left.map((u) => (
          <li key={u.booking_id} className="rounded-md border border-accent-500 p-2">
            <span className="font-semibold">
              {shiftName(u.shift_type)} · {u.loved_one_name}
            </span>
            <span className="block text-sm">{AUTOASSIGN_REFUSAL_LABELS[u.reason]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The plan's lists: who each visit goes to and why, the moves, and the visits left with why not. */
function PlanLists({ plan, shiftName }: { plan: AutoassignResponse; shiftName: Props["shiftName"] }) {
  if (
    plan.assigned.length === 0 &&
    plan.unassigned.length === 0 &&
    plan.moved.length === 0 &&
    plan.moves_left.length === 0
  )
    return <p>{T.planNothing}</p>;
  return (
    <div className="grid max-h-[60vh] gap-4 overflow-y-auto">
      <section aria-labelledby="plan-assigned">
        <h3 id="plan-assigned" className="font-semibold">
          {T.planAssigned} ({plan.assigned.length})
        </h3>
        <ul className="grid gap-2">
          {plan.assigned.map((a) => (
            <li key={a.booking_id} className="rounded-md border border-neutral-300 p-2">
              <span className="font-semibold">
                {shiftName(a.shift_type)} · {a.loved_one_name} → {a.companion_name}
              </span>
              <span className="block text-sm text-neutral-700">{whyOf(a)}</span>
            </li>
          ))}
        </ul>
      </section>
      {plan.moved.length > 0 ? (
        <section aria-labelledby="plan-moved">
          <h3 id="plan-moved" className="font-semibold">
            {T.planMoved} ({plan.moved.length})
          </h3>
          <ul className="grid gap-2">
            {plan.moved.map((m) => (
              <li key={m.booking_id} className="rounded-md border border-neutral-300 p-2">
                <span className="font-semibold">
                  {shiftName(m.shift_type)} · {m.loved_one_name}:{" "}
                  {T.planMove(m.from_companion_name, m.companion_name)}
                </span>
                <span className="block text-sm text-neutral-700">{whyOf(m)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LeftList id="plan-left" title={T.planLeft} left={plan.unassigned} shiftName={shiftName} />
      <LeftList id="plan-moves-left" title={T.planMovesLeft} left={plan.moves_left} shiftName={shiftName} />
    </div>
  );
}

/**
 * "Plan this day" (issue 45): admin/autoassign/ as a dry run when it opens, its plan shown with why for
 * each visit; "Accept the plan" runs it for real (what changed meanwhile is left, and said) and closes
 * with the server's message. Ticking "Also improve visits not yet confirmed" plans again with `rebalance`
 * (requested visits may move; their families are not told), and accepting sends it too. A refusal is
 * shown above the buttons.
 */
export function PlanDayDialog({ day, shiftName, onClose }: Props) {
  const preview = useAutoassign();
  const apply = useAutoassign();
  const [plan, setPlan] = useState<AutoassignResponse | null>(null);
  const [rebalance, setRebalance] = useState(false);
  const { mutate } = preview;

  useEffect(() => {
    setPlan(null);
    // Closed: the next day planned starts without moves.
    if (!day) {
      setRebalance(false);
      return;
    }
    mutate(
      { city_id: day.city_id, from: day.date, to: day.date, dry_run: true, rebalance },
      { onSuccess: setPlan },
    );
  }, [day, rebalance, mutate]);

  const error = preview.error ?? apply.error;
  return (
    <Dialog
      open={day !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.planTitle}
      size="md"
    >
      <label className="mb-3 flex min-h-11 items-start gap-3 font-semibold">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary-700"
          checked={rebalance}
          disabled={preview.isPending || apply.isPending}
          onChange={(e) => setRebalance(e.target.checked)}
        />
        {T.planRebalance}
      </label>
      {preview.isPending ? <LoadingNotice>{T.planLoading}</LoadingNotice> : null}
      {plan ? (
        <>
          <p className="mb-3">{plan.Message}</p>
          <PlanLists plan={plan} shiftName={shiftName} />
        </>
      ) : null}
      <FormAlert message={error ? firstErrorMessage(error) || T.planFailed : null} />
      <DialogActions
        label={T.accept}
        busy={apply.isPending}
        disabled={!plan || (plan.assigned.length === 0 && plan.moved.length === 0)}
        onConfirm={() => {
          if (!day) return;
          apply.mutate(
            { city_id: day.city_id, from: day.date, to: day.date, dry_run: false, rebalance },
            {
              onSuccess: (done) => {
                toast.success(done.Message);
                onClose();
              },
            },
          );
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
