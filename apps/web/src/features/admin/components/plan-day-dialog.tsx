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

/** The plan's two lists: who each visit goes to and why, and the visits left with why not. */
function PlanLists({ plan, shiftName }: { plan: AutoassignResponse; shiftName: Props["shiftName"] }) {
  if (plan.assigned.length === 0 && plan.unassigned.length === 0) return <p>{T.planNothing}</p>;
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
              <span className="block text-sm text-neutral-700">
                {[
                  ...a.reasons.map((r) => AUTOASSIGN_REASON_LABELS[r]),
                  ...(a.travel_minutes === null ? [] : [TRAVEL_TEXT.fromPrevious(a.travel_minutes)]),
                ].join("; ")}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {plan.unassigned.length > 0 ? (
        <section aria-labelledby="plan-left">
          <h3 id="plan-left" className="font-semibold">
            {T.planLeft} ({plan.unassigned.length})
          </h3>
          <ul className="grid gap-2">
            {plan.unassigned.map((u) => (
              <li key={u.booking_id} className="rounded-md border border-accent-500 p-2">
                <span className="font-semibold">
                  {shiftName(u.shift_type)} · {u.loved_one_name}
                </span>
                <span className="block text-sm">{AUTOASSIGN_REFUSAL_LABELS[u.reason]}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * "Plan this day" (issue 45): admin/autoassign/ as a dry run when it opens, its plan shown with why for
 * each visit; "Accept the plan" runs it for real (what changed meanwhile is left, and said) and closes
 * with the server's message. A refusal is shown above the buttons.
 */
export function PlanDayDialog({ day, shiftName, onClose }: Props) {
  const preview = useAutoassign();
  const apply = useAutoassign();
  const [plan, setPlan] = useState<AutoassignResponse | null>(null);
  const { mutate } = preview;

  useEffect(() => {
    setPlan(null);
    if (day)
      mutate({ city_id: day.city_id, from: day.date, to: day.date, dry_run: true }, { onSuccess: setPlan });
  }, [day, mutate]);

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
        disabled={!plan || plan.assigned.length === 0}
        onConfirm={() => {
          if (!day) return;
          apply.mutate(
            { city_id: day.city_id, from: day.date, to: day.date, dry_run: false },
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
