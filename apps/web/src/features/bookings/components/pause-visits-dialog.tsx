import { indiaToday, PAUSE_DAYS_MAX, PAUSE_REASON_MAX, pauseVisitsRequestSchema } from "@eldercare/contracts";
import { useState } from "react";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { usePauseVisits } from "../api/use-visit-series.ts";
import { addDays } from "../lib/calendar-grid.ts";
import { SeriesActionDialog } from "./series-action-dialog.tsx";

const pauseResolver = contractResolver(pauseVisitsRequestSchema);

/** Whose visits to pause: the loved one of a schedule card. */
export interface PauseFor {
  lovedOneId: number;
  name: string;
}

interface Props {
  userId: number;
  /** Whose visits; null: closed. */
  lovedOne: PauseFor | null;
  onClose: () => void;
}

/**
 * Pausing a loved one's visits (users/pausevisits/, issue 44): from, to and why (a hospital stay, travel).
 * Says what it means: every visit then is cancelled, from every schedule and single bookings, back in the
 * allowance, and the schedules carry on afterwards. Success shows the server's message (how many visits
 * were cancelled) while the schedules and bookings refresh; a refusal is said above the buttons.
 */
export function PauseVisitsDialog({ userId, lovedOne, onClose }: Props) {
  return (
    <SeriesActionDialog
      item={lovedOne}
      itemKey={(l) => l.lovedOneId}
      title={`Pause ${lovedOne?.name ?? ""}'s visits?`}
      doneTitle="Visits paused"
      size="md"
      onClose={onClose}
    >
      {(l, onDone, onCancel) => (
        <PauseForm userId={userId} lovedOne={l} onPaused={onDone} onCancel={onCancel} />
      )}
    </SeriesActionDialog>
  );
}

function PauseForm({
  userId,
  lovedOne,
  onPaused,
  onCancel,
}: {
  userId: number;
  lovedOne: PauseFor;
  onPaused: (message: string) => void;
  onCancel: () => void;
}) {
  const pause = usePauseVisits(userId);
  const [error, setError] = useState<string | null>(null);
  const today = indiaToday();
  const form = useContractForm({
    resolver: pauseResolver,
    defaultValues: {
      loved_one_id: lovedOne.lovedOneId,
      from: today,
      to: addDays(today, 6),
      reason: "",
      // One key for this pause: sending again (a lost answer) makes no second pause.
      idempotency_key: crypto.randomUUID(),
    },
    focus: "from",
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (body) => {
    setError(null);
    try {
      const data = await pause.mutateAsync(body);
      onPaused(data.Message);
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <ul className="list-disc space-y-2 pl-6">
        <li>Every visit for {lovedOne.name} in these dates is cancelled, from every schedule.</li>
        <li>They go back into your plan's allowance.</li>
        <li>The care schedules carry on after the pause.</li>
      </ul>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First day"
          type="date"
          required
          min={today}
          error={formState.errors.from?.message}
          hint="Today at the earliest."
          {...register("from")}
        />
        <TextField
          label="Last day"
          type="date"
          required
          min={today}
          error={formState.errors.to?.message}
          hint={`At most ${PAUSE_DAYS_MAX} days.`}
          {...register("to")}
        />
      </div>
      <TextField
        label="Why"
        required
        maxLength={PAUSE_REASON_MAX}
        error={formState.errors.reason?.message}
        hint="For example: hospital stay, travel. The companions see it."
        {...register("reason")}
      />
      <FormAlert message={error} />
      <DialogActions
        label="Pause visits"
        tone="danger"
        busy={formState.isSubmitting}
        cancelLabel="Keep visits"
        onCancel={onCancel}
      />
    </form>
  );
}
