import {
  indiaToday,
  type PreviewVisitSeriesRequest,
  updateVisitSeriesRequestSchema,
  type VisitSeriesItem,
} from "@eldercare/contracts";
import { useEffect, useState } from "react";
import { useController } from "react-hook-form";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { patternInWords } from "../../../lib/series-words.ts";
import { usePreviewSeries, useUpdateSeries } from "../api/use-visit-series.ts";
import { addDays } from "../lib/calendar-grid.ts";
import { bookableDates } from "../lib/series-request.ts";
import { ShiftStartFields, WeekdayChoice } from "./pattern-fields.tsx";
import { SeriesActionDialog } from "./series-action-dialog.tsx";
import { SeriesPreview } from "./series-preview.tsx";

const changeResolver = contractResolver(updateVisitSeriesRequestSchema);

interface Props {
  userId: number;
  /** The schedule to change; null: closed. */
  series: VisitSeriesItem | null;
  shiftName: (shift: number) => string;
  onClose: () => void;
}

/**
 * Changing a care schedule from a date (users/updatevisitseries/, issue 44): the new days of the week, shift
 * and start, from a date (tomorrow in India unless changed). "Check the dates" previews the change (the
 * schedule's own visits from then count as free); the family confirms what they saw, or sees what changed
 * meanwhile and confirms again. The visits before the date stay.
 */
export function ChangeSeriesDialog({ userId, series, shiftName, onClose }: Props) {
  return (
    <SeriesActionDialog
      item={series}
      itemKey={(s) => s.series_id}
      title="Change this care schedule from a date"
      doneTitle="Care schedule changed"
      size="lg"
      onClose={onClose}
    >
      {(s, onDone, onCancel) => (
        <ChangeForm userId={userId} series={s} shiftName={shiftName} onChanged={onDone} onCancel={onCancel} />
      )}
    </SeriesActionDialog>
  );
}

function ChangeForm({
  userId,
  series: s,
  shiftName,
  onChanged,
  onCancel,
}: {
  userId: number;
  series: VisitSeriesItem;
  shiftName: (shift: number) => string;
  onChanged: (message: string) => void;
  onCancel: () => void;
}) {
  const preview = usePreviewSeries();
  const update = useUpdateSeries(userId);
  const tomorrow = addDays(indiaToday(), 1);
  const [checked, setChecked] = useState<PreviewVisitSeriesRequest | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useContractForm({
    resolver: changeResolver,
    defaultValues: {
      series_id: s.series_id,
      from: tomorrow < s.from ? s.from : tomorrow,
      weekdays: s.weekdays,
      shift_type: s.shift_type,
      start_time: s.start_time,
      idempotency_key: key,
      confirmed_dates: [],
    },
    focus: "from",
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const { field: weekdays } = useController({ control, name: "weekdays" });
  // A change to the pattern makes the dates checked before stale: they are checked again before confirming.
  useEffect(() => {
    const watching = form.watch(() => setChecked(null));
    return () => watching.unsubscribe();
  }, [form]);

  const onCheck = handleSubmit(async (change) => {
    setRefusal([]);
    const body: PreviewVisitSeriesRequest = {
      subscription_id: s.subscription_id,
      loved_one_id: s.loved_one_id ?? 0,
      service_id: s.service_id,
      weekdays: change.weekdays,
      shift_type: change.shift_type,
      start_time: change.start_time,
      from: change.from,
      until: s.until,
      series_id: s.series_id,
    };
    try {
      await preview.mutateAsync(body);
      setChecked(body);
    } catch (error) {
      setChecked(null);
      form.setError("root.server", { message: firstErrorMessage(error) });
    }
  });

  async function onConfirm() {
    if (!checked || !preview.data) return;
    try {
      const data = await update.mutateAsync({
        series_id: s.series_id,
        from: checked.from,
        weekdays: checked.weekdays,
        shift_type: checked.shift_type,
        start_time: checked.start_time,
        idempotency_key: key,
        confirmed_dates: bookableDates(preview.data.dates),
      });
      onChanged(data.Message);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.messages : [firstErrorMessage(error)]);
      // Something changed: the family sees the dates as they are now, and confirms again with a new key.
      if (error instanceof ApiError && error.status === 409) {
        setKey(crypto.randomUUID());
        await preview.mutateAsync(checked).catch(() => undefined);
      }
    }
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onCheck} className="space-y-5">
        <p>
          <strong>{s.service_name}</strong> for {s.loved_one_name}: {patternInWords(s, shiftName)}, until{" "}
          {formatIndiaDay(s.until)}. The visits before the date you choose stay as they are; from it on, the
          new days replace them.
        </p>
        <TextField
          label="From"
          type="date"
          required
          min={tomorrow}
          max={s.until}
          error={errors.from?.message}
          hint="Tomorrow at the earliest."
          {...register("from")}
        />
        <WeekdayChoice
          value={weekdays.value as number[]}
          onChange={weekdays.onChange}
          onBlur={weekdays.onBlur}
          error={errors.weekdays?.message}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <ShiftStartFields form={form} shiftName={shiftName} />
        </div>
        <FormAlert message={errors.root?.server?.message ?? null} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-outline" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Checking…" : "Check the dates"}
          </button>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Keep schedule
          </button>
        </div>
      </form>
      {preview.data && checked ? (
        <SeriesPreview
          preview={preview.data}
          refusal={refusal}
          submitting={update.isPending}
          onConfirm={() => void onConfirm()}
        />
      ) : null}
    </div>
  );
}
