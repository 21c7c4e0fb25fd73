import {
  indiaToday,
  type LovedOne,
  type PlanUsage,
  type PreviewVisitSeriesRequest,
} from "@eldercare/contracts";
import { useEffect, useId, useState } from "react";
import { useController } from "react-hook-form";
import { Link } from "react-router";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useShiftNames } from "../../../lib/use-shift-names.ts";
import { useServiceItems } from "../api/use-service-items.ts";
import { useCreateSeries, usePreviewSeries } from "../api/use-visit-series.ts";
import { bookableDates, newSeries, seriesResolver } from "../lib/series-request.ts";
import { bookableServices, isIncluded, serviceOptionLabel } from "../lib/service-options.ts";
import { LovedOnePicker } from "./loved-one-picker.tsx";
import { ShiftStartFields, WeekdayChoice } from "./pattern-fields.tsx";
import { SeriesPreview } from "./series-preview.tsx";

interface Props {
  userId: number;
  usage: PlanUsage;
  lovedOnes: readonly LovedOne[];
}

function useScheduleForm(lovedOnes: readonly LovedOne[], usage: PlanUsage) {
  return useContractForm({
    resolver: seriesResolver,
    defaultValues: newSeries(lovedOnes[0], usage.subscription, indiaToday()),
  });
}

/**
 * A care schedule (issue 44): who, which service, which days of the week, the shift and start, from and
 * until. "Check the dates" asks the server to judge every date; "Book" books those it said can be booked
 * now, or nothing when something changed meanwhile (then the dates are checked again).
 */
export function CareScheduleForm({ userId, usage, lovedOnes }: Props) {
  const uid = useId();
  const form = useScheduleForm(lovedOnes, usage);
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const services = useServiceItems();
  const shiftName = useShiftNames();
  const preview = usePreviewSeries();
  const create = useCreateSeries(userId);
  const [checked, setChecked] = useState<PreviewVisitSeriesRequest | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { field: lovedOne } = useController({ control, name: "loved_one_id" });
  const { field: weekdays } = useController({ control, name: "weekdays" });
  const bookable = bookableServices(services.data ?? []).filter((s) => isIncluded(s, usage.inclusions));
  // A change to the pattern makes the dates checked before stale: they are checked again before booking.
  useEffect(() => {
    const watching = form.watch(() => setChecked(null));
    return () => watching.unsubscribe();
  }, [form]);

  const onCheck = handleSubmit(async (pattern) => {
    setRefusal([]);
    create.reset();
    try {
      await preview.mutateAsync(pattern);
      setChecked(pattern);
    } catch (error) {
      setChecked(null);
      form.setError("root.server", { message: firstErrorMessage(error) });
    }
  });

  async function onConfirm() {
    if (!checked || !preview.data) return;
    try {
      await create.mutateAsync({
        ...checked,
        idempotency_key: key,
        confirmed_dates: bookableDates(preview.data.dates),
      });
    } catch (error) {
      const lines = error instanceof ApiError ? error.messages : [firstErrorMessage(error)];
      setRefusal(lines);
      // Something changed: the family sees the dates as they are now, and confirms again with a new key.
      if (error instanceof ApiError && error.status === 409) {
        setKey(crypto.randomUUID());
        await preview.mutateAsync(checked).catch(() => undefined);
      }
    }
  }

  if (create.data) {
    return (
      <section
        aria-labelledby={`${uid}-done`}
        className="space-y-4 rounded-xl border-2 border-primary-700 bg-white p-5 sm:p-6"
      >
        <h2 id={`${uid}-done`} className="text-2xl font-bold" tabIndex={-1}>
          {create.data.Message}
        </h2>
        <p>
          {create.data.series.loved_one_name}'s care schedule is set up. The team confirms each visit's
          companion with you; dates beyond the booking window are booked as their month opens.
        </p>
        <Link to="/planandservicedetails" className="btn btn-primary">
          See the visits
        </Link>
      </section>
    );
  }

  return (
    <div className="space-y-8">
      <form noValidate onSubmit={onCheck} className="space-y-8">
        <section aria-labelledby={`${uid}-who`} className="space-y-6">
          <h2 id={`${uid}-who`} className="text-2xl font-bold">
            1. Who and what
          </h2>
          <LovedOnePicker
            lovedOnes={lovedOnes}
            value={lovedOne.value}
            onChange={(l) => {
              lovedOne.onChange(l.loved_one_id);
              lovedOne.onBlur();
            }}
            onBlur={lovedOne.onBlur}
            error={errors.loved_one_id?.message}
          />
          <SelectField
            label="Service"
            required
            error={errors.service_id?.message}
            hint="Visits of the same service every week."
            {...register("service_id", { setValueAs: (v: unknown) => Number(v) || 0 })}
          >
            <option value="0">Choose a service</option>
            {bookable
              .filter((s) => !s.needs_speciality)
              .map((s) => (
                <option key={s.service_id} value={s.service_id}>
                  {serviceOptionLabel(s, usage.inclusions)}
                </option>
              ))}
          </SelectField>
        </section>
        <section aria-labelledby={`${uid}-when`} className="space-y-6">
          <h2 id={`${uid}-when`} className="text-2xl font-bold">
            2. When, every week
          </h2>
          <WeekdayChoice
            value={weekdays.value as number[]}
            onChange={weekdays.onChange}
            onBlur={weekdays.onBlur}
            error={errors.weekdays?.message}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <ShiftStartFields form={form} shiftName={shiftName} />
            <TextField label="From" type="date" required error={errors.from?.message} {...register("from")} />
            <TextField
              label="Until"
              type="date"
              required
              error={errors.until?.message}
              hint={
                usage.subscription
                  ? `Your plan runs until ${formatIndiaDay(usage.subscription.end_date)}.`
                  : undefined
              }
              {...register("until")}
            />
          </div>
        </section>
        <FormAlert message={errors.root?.server?.message ?? null} />
        <button type="submit" className="btn btn-outline w-full sm:w-auto" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Checking…" : "Check the dates"}
        </button>
      </form>
      {preview.data && checked ? (
        <SeriesPreview
          preview={preview.data}
          refusal={refusal}
          submitting={create.isPending}
          onConfirm={() => void onConfirm()}
        />
      ) : null}
    </div>
  );
}
