import { BOOKING_TEXT, formatStartTime, indiaToday, type ServiceItem } from "@eldercare/contracts";
import { useId } from "react";
import { FieldError } from "../../../components/ui/field-parts.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import type { BookingSlot } from "../hooks/use-booking-slot.ts";
import type { BookingFormApi } from "../lib/booking-request.ts";
import { durationLabel } from "../lib/service-options.ts";
import { MonthCalendar } from "./month-calendar.tsx";
import { ShiftPicker } from "./shift-picker.tsx";

interface Props {
  form: BookingFormApi;
  slot: BookingSlot;
  service: ServiceItem | undefined;
  shiftName: (shift: number) => string;
}

/** Section 2 of the booking form: a day from the month's calendar, then a shift and a start time. */
export function BookingWhen({ form, slot, service, shiftName }: Props) {
  const uid = useId();
  const { register, formState } = form;
  const { errors } = formState;
  const { shown, chosenDay, chosenShift, bookable, visitDate } = slot;

  return (
    <section aria-labelledby={`${uid}-when`} className="space-y-6">
      <h2 id={`${uid}-when`} className="text-2xl font-bold">
        2. When
      </h2>
      {!slot.request ? (
        <p className="rounded-xl border border-line bg-white p-5">
          Choose a service to see the days you can book.
        </p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
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
                hint={`India time.${service ? ` The visit lasts about ${durationLabel(service.duration_minutes)}.` : ""}`}
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
      )}
    </section>
  );
}
