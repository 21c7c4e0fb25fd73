import { BOOKING_TEXT, formatStartTime, indiaToday } from "@eldercare/contracts";
import { useId } from "react";
import { FieldError } from "../../../components/ui/field-parts.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import type { BookingSlot, SlotFormApi } from "../hooks/use-booking-slot.ts";
import { durationLabel } from "../lib/service-options.ts";
import { MonthCalendar } from "./month-calendar.tsx";
import { ShiftPicker } from "./shift-picker.tsx";

interface Props {
  form: SlotFormApi;
  slot: BookingSlot;
  /** How long the visit lasts, said under the start time; unknown until the catalogue arrives. */
  durationMinutes: number | undefined;
  shiftName: (shift: number) => string;
  /** Side by side from this width up: the page's (lg) in the booking form, a dialog's (md) in a dialog. */
  columnsFrom?: "md" | "lg";
}

/**
 * When a visit is, from the service's calendar: a day of the month (open, full or closed and why), then
 * a shift of that day and a start time within it. The booking form and the request to move a visit
 * share it, so both offer exactly what the server would accept.
 */
export function SlotPicker({ form, slot, durationMinutes, shiftName, columnsFrom = "lg" }: Props) {
  const uid = useId();
  const { register, formState } = form;
  const { errors } = formState;
  const { shown, chosenDay, chosenShift, bookable, visitDate } = slot;
  const columns =
    columnsFrom === "md"
      ? "md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      : "lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]";

  return (
    <div className={`grid gap-8 ${columns}`}>
      <div>
        <MonthCalendar
          month={slot.month}
          days={shown.data?.days}
          bookings={shown.data?.bookings ?? []}
          selected={visitDate}
          today={bookable?.today ?? indiaToday()}
          canGoBack={bookable !== null && slot.month > bookable.firstMonth}
          canGoForward={bookable !== null && slot.month < bookable.lastMonth}
          onMonthChange={slot.changeMonth}
          onSelect={slot.chooseDay}
          errorId={errors.visit_date ? `${uid}-date-error` : undefined}
          status={
            shown.isPending ? (
              <LoadingNotice>{BOOKING_TEXT.calendarLoading}</LoadingNotice>
            ) : shown.isError ? (
              <LoadError
                title={BOOKING_TEXT.calendarFailed}
                error={shown.error}
                onRetry={() => void shown.refetch()}
              />
            ) : undefined
          }
        />
        {errors.visit_date?.message ? (
          <FieldError id={`${uid}-date-error`}>{errors.visit_date.message}</FieldError>
        ) : null}
      </div>
      <div className="space-y-6">
        {chosenDay ? (
          <ShiftPicker
            day={chosenDay}
            value={slot.shiftType}
            shiftName={shiftName}
            error={errors.shift_type?.message}
            onChange={(shift) => slot.chooseShift(chosenDay.date, shift)}
          />
        ) : (
          <p className="rounded-xl border border-line bg-white p-5">
            {visitDate ? BOOKING_TEXT.calendarLoading : "Choose a day to see its shifts."}
          </p>
        )}
        {chosenShift?.state === "open" ? (
          <SelectField
            label="Start time"
            required
            error={errors.start_time?.message}
            hint={`India time.${durationMinutes ? ` The visit lasts about ${durationLabel(durationMinutes)}.` : ""}`}
            {...register("start_time", { onChange: slot.keepChoice })}
          >
            {slot.startTimes.map((t) => (
              <option key={t} value={t}>
                {formatStartTime(t)}
              </option>
            ))}
          </SelectField>
        ) : errors.start_time?.message && !errors.shift_type ? (
          <FieldError id={`${uid}-time-error`}>{errors.start_time.message}</FieldError>
        ) : null}
      </div>
    </div>
  );
}
