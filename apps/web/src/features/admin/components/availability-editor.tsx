import {
  type AdminCompanionDetail,
  COMPANION_LEAVE_NOTE_MAX,
  SHIFT_TYPES,
  type ShiftType,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
  type WeeklyShift,
} from "@eldercare/contracts";
import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useController, useFieldArray } from "react-hook-form";
import { FieldError } from "../../../components/ui/field-parts.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useShiftNames } from "../../../lib/use-shift-names.ts";
import { useSetCompanionAvailability } from "../api/use-set-companion-availability.ts";
import {
  availabilityResolver,
  availabilityValues,
  EMPTY_LEAVE,
  EVERY_SHIFT,
  hasShift,
  leaveResolver,
  shiftNameParts,
  sortLeave,
  toggleShift,
} from "../lib/availability-request.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

interface Props {
  companion: Pick<AdminCompanionDetail, "companion_id" | "full_name" | "weekly" | "leave">;
}

/** The grid's columns from tablet width: the day, then one per shift. */
const GRID = "md:grid md:grid-cols-[8rem_repeat(5,minmax(0,1fr))] md:items-center md:gap-2";

/**
 * A companion's availability (issue 26): the weekly pattern as a weekday × shift grid of check boxes, and
 * their leave (date ranges with a note), saved together in one replace-all call. From tablet width the
 * grid is a table-like grid with the shifts as columns; on a phone each day is a group of its shifts,
 * named in full, wrapping as the width allows.
 */
export function AvailabilityEditor({ companion }: Props) {
  const save = useSetCompanionAvailability();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const shiftName = useShiftNames();
  const form = useContractForm({
    resolver: availabilityResolver,
    defaultValues: availabilityValues(companion),
  });
  const { control, handleSubmit, formState, reset } = form;
  const weekly = useController({ control, name: "weekly" });
  const leave = useFieldArray({ control, name: "leave" });
  const value: WeeklyShift[] = weekly.field.value;
  const setWeekly = (next: WeeklyShift[]) => weekly.field.onChange(next);

  const onSubmit = handleSubmit(async (body) => {
    setSubmitError(null);
    try {
      const saved = await save.mutateAsync(body);
      reset(availabilityValues(saved.companion));
    } catch (error) {
      setSubmitError(firstErrorMessage(error));
    }
  });

  const leaveError = formState.errors.leave?.root?.message ?? formState.errors.leave?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" data-testid="availability-editor">
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-primary-800">Weekly pattern</legend>
        <p className="text-base text-muted">
          The shifts {companion.full_name} can take, every week.{" "}
          {value.length === 0 ? COMPANION_TEXT.noShifts : null}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-outline" onClick={() => setWeekly(EVERY_SHIFT)}>
            Every day, every shift
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={value.length === 0}
            onClick={() => setWeekly([])}
          >
            Clear
          </button>
        </div>
        <div className="space-y-3 md:space-y-1" data-testid="availability-grid">
          <div aria-hidden="true" className={`hidden ${GRID} border-b border-line pb-2 font-semibold`}>
            <span>Day</span>
            {SHIFT_TYPES.map((shift) => {
              const { name, hours } = shiftNameParts(shiftName(shift));
              return (
                <span key={shift} className="text-center leading-tight">
                  {name}
                  {hours ? <span className="block text-sm font-normal text-muted">{hours}</span> : null}
                </span>
              );
            })}
          </div>
          {WEEKDAYS.map((day) => (
            <DayRow
              key={day}
              day={day}
              shiftName={shiftName}
              isOn={(shift) => hasShift(value, day, shift)}
              onToggle={(shift) => setWeekly(toggleShift(value, day, shift))}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-primary-800">Leave</legend>
        {leave.fields.length === 0 ? (
          <p className="text-muted">{COMPANION_TEXT.noLeave}</p>
        ) : (
          <ul className="grid gap-2" aria-label="Periods of leave">
            {leave.fields.map((l, index) => {
              const period = `${formatIndiaDay(l.from)} – ${formatIndiaDay(l.to)}`;
              return (
                <li
                  key={l.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white p-3"
                >
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-semibold">{period}</span>
                    {l.note ? <span className="block text-muted">{l.note}</span> : null}
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline px-3"
                    aria-label={`Remove leave ${period}`}
                    onClick={() => leave.remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {leaveError ? <FieldError id="availability-leave-error">{leaveError}</FieldError> : null}
        <AddLeave
          onAdd={(added) => {
            const next = sortLeave([
              ...leave.fields.map(({ from, to, note }) => ({ from, to, note })),
              added,
            ]);
            leave.replace(next);
          }}
        />
      </fieldset>

      <div>
        <FormAlert message={submitError} className="mb-3" />
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={save.isPending}>
          Save availability
        </button>
      </div>
    </form>
  );
}

/** One weekday's shifts: a group named by the day, a check box per shift. */
function DayRow({
  day,
  shiftName,
  isOn,
  onToggle,
}: {
  day: Weekday;
  shiftName: (shift: number) => string;
  isOn: (shift: ShiftType) => boolean;
  onToggle: (shift: ShiftType) => void;
}) {
  const labelId = useId();
  const dayName = WEEKDAY_LABELS[day];
  return (
    <fieldset aria-labelledby={labelId} className={`flex min-w-0 flex-wrap gap-2 ${GRID}`}>
      <span id={labelId} className="basis-full font-semibold md:basis-auto">
        {dayName}
      </span>
      {SHIFT_TYPES.map((shift) => {
        const full = shiftName(shift);
        const parts = shiftNameParts(full);
        const on = isOn(shift);
        return (
          <label
            key={shift}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-2.5 py-1.5 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700 md:justify-center ${
              on ? "border-primary-700 bg-primary-50" : "border-line bg-white"
            }`}
          >
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary-700"
              aria-label={`${dayName}, ${full}`}
              checked={on}
              onChange={() => onToggle(shift)}
            />
            <span aria-hidden="true" className="leading-tight md:sr-only">
              {parts.name}
              {parts.hours ? (
                <span className="block text-sm font-normal text-muted">{parts.hours}</span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The "add leave" fields: from, to and a note, checked by the contract's leave rules before they join the list. */
function AddLeave({ onAdd }: { onAdd: (leave: { from: string; to: string; note: string }) => void }) {
  const form = useContractForm({ resolver: leaveResolver, defaultValues: EMPTY_LEAVE, mode: "onSubmit" });
  const { register, formState, handleSubmit, reset } = form;
  const { errors } = formState;
  const add = handleSubmit((l) => {
    onAdd({ from: l.from, to: l.to, note: l.note ?? "" });
    reset(EMPTY_LEAVE);
  });
  return (
    <fieldset
      // Enter in these fields adds the leave; it must not send the whole availability form.
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void add();
        }
      }}
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)_auto] lg:items-start"
    >
      <legend className="px-1 font-semibold">Add a period of leave</legend>
      <TextField label="From" type="date" required error={errors.from?.message} {...register("from")} />
      <TextField label="To" type="date" required error={errors.to?.message} {...register("to")} />
      <TextField
        label="Note (optional)"
        className="sm:col-span-2 lg:col-span-1"
        maxLength={COMPANION_LEAVE_NOTE_MAX}
        error={errors.note?.message}
        {...register("note")}
      />
      <button
        type="button"
        className="btn btn-outline sm:col-span-2 lg:col-span-1 lg:mt-8"
        onClick={() => void add()}
      >
        <Plus aria-hidden="true" className="size-5" />
        Add leave
      </button>
    </fieldset>
  );
}
