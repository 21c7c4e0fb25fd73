import { endVisitSeriesRequestSchema, indiaToday, type VisitSeriesItem } from "@eldercare/contracts";
import { useState } from "react";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { patternInWords } from "../../../lib/series-words.ts";
import { useEndSeries } from "../api/use-visit-series.ts";
import { addDays } from "../lib/calendar-grid.ts";
import { SeriesActionDialog } from "./series-action-dialog.tsx";

const endResolver = contractResolver(endVisitSeriesRequestSchema);

interface Props {
  userId: number;
  /** The schedule to end; null: closed. */
  series: VisitSeriesItem | null;
  shiftName: (shift: number) => string;
  onClose: () => void;
}

/**
 * Ending a care schedule (users/endvisitseries/): asks for the first date without visits (tomorrow in
 * India unless changed) and says what it means: the visits from that date on are cancelled and go back to
 * the plan's allowance. A refusal is shown in the server's words above the buttons; success shows the
 * server's message in the dialog while the schedules and the bookings refresh (the hook).
 */
export function EndSeriesDialog({ userId, series, shiftName, onClose }: Props) {
  return (
    <SeriesActionDialog
      item={series}
      itemKey={(s) => s.series_id}
      title="End this care schedule?"
      doneTitle="Care schedule ended"
      size="md"
      onClose={onClose}
    >
      {(s, onDone, onCancel) => (
        <EndForm userId={userId} series={s} shiftName={shiftName} onEnded={onDone} onCancel={onCancel} />
      )}
    </SeriesActionDialog>
  );
}

function EndForm({
  userId,
  series: s,
  shiftName,
  onEnded,
  onCancel,
}: {
  userId: number;
  series: VisitSeriesItem;
  shiftName: (shift: number) => string;
  onEnded: (message: string) => void;
  onCancel: () => void;
}) {
  const end = useEndSeries(userId);
  const [error, setError] = useState<string | null>(null);
  const tomorrow = addDays(indiaToday(), 1);
  const form = useContractForm({
    resolver: endResolver,
    defaultValues: { series_id: s.series_id, from: tomorrow },
    focus: "from",
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (body) => {
    setError(null);
    try {
      const data = await end.mutateAsync(body);
      onEnded(data.Message);
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p>
        <strong>{s.service_name}</strong> for {s.loved_one_name}: {patternInWords(s, shiftName)}, until{" "}
        {formatIndiaDay(s.until)}.
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>The visits from the date you choose on are cancelled, and no more are booked.</li>
        <li>They go back into your plan's allowance, so you can book others.</li>
        <li>The visits before that date stay booked.</li>
      </ul>
      <TextField
        label="First date without visits"
        type="date"
        required
        min={tomorrow}
        error={formState.errors.from?.message}
        hint="Tomorrow at the earliest."
        {...register("from")}
      />
      <FormAlert message={error} />
      <DialogActions
        label="End schedule"
        tone="danger"
        busy={formState.isSubmitting}
        cancelLabel="Keep schedule"
        onCancel={onCancel}
      />
    </form>
  );
}
