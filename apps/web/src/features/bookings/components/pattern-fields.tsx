import {
  formatStartTime,
  SHIFT_TYPES,
  type ShiftType,
  shiftStartTimes,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from "@eldercare/contracts";
import { useId } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { describedBy, FieldError, RequiredMark } from "../../../components/ui/field-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";

/** The days of the week as checkboxes: the pattern's weekdays (a schedule's form, and changing one). */
export function WeekdayChoice({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const uid = useId();
  const chosen = new Set(value);
  return (
    <fieldset className="@container" aria-describedby={describedBy(error && `${uid}-error`)}>
      <legend className="font-semibold">
        Days of the week
        <RequiredMark />
      </legend>
      <div className="mt-2 grid grid-cols-2 gap-2 @md:grid-cols-4 @4xl:grid-cols-7">
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line bg-white px-3 has-[:checked]:border-primary-700 has-[:checked]:font-semibold"
          >
            <input
              type="checkbox"
              className="size-5 shrink-0"
              checked={chosen.has(day)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(day);
                else next.delete(day);
                onChange([...next].sort((a, b) => a - b));
              }}
              onBlur={onBlur}
            />
            {WEEKDAY_LABELS[day]}
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${uid}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** The fields of a pattern the shift pickers read and write (a schedule's form, and changing one). */
interface PatternValues {
  shift_type: number;
  start_time: string;
}

/**
 * The shift and its start time as two selects, side by side in the caller's grid: the start times offered
 * are the chosen shift's.
 */
export function ShiftStartFields<T extends PatternValues>({
  form: typed,
  shiftName,
}: {
  form: UseFormReturn<T>;
  shiftName: (shift: number) => string;
}) {
  // Both forms hold these two fields; react-hook-form cannot see that through the generic.
  const form = typed as unknown as UseFormReturn<PatternValues>;
  const { register, control, formState } = form;
  const { errors } = formState;
  const shift = useWatch({ control, name: "shift_type" });
  const starts = (SHIFT_TYPES as readonly number[]).includes(shift)
    ? shiftStartTimes(shift as ShiftType)
    : [];
  return (
    <>
      <SelectField
        label="Shift"
        required
        error={errors.shift_type?.message}
        {...register("shift_type", { setValueAs: (v: unknown) => Number(v) || 0 })}
      >
        <option value="0">Choose a shift</option>
        {SHIFT_TYPES.map((s) => (
          <option key={s} value={s}>
            {shiftName(s)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Start time" required error={errors.start_time?.message} {...register("start_time")}>
        <option value="">{starts.length ? "Choose a start time" : "Choose a shift first"}</option>
        {starts.map((t) => (
          <option key={t} value={t}>
            {formatStartTime(t)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
