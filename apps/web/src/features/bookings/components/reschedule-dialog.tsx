import {
  type Booking,
  type BookingRules,
  formatStartTime,
  indiaToday,
  isCalendarDate,
  isShiftType,
  type RescheduleForm,
  rescheduleFormSchema,
  SHIFT_TYPES,
  shiftStartTimes,
} from "@eldercare/contracts";
import { useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaWeekday } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useRequestReschedule } from "../api/use-request-reschedule.ts";
import { addDays } from "../lib/calendar-grid.ts";

const rescheduleResolver = contractResolver(rescheduleFormSchema);

interface Props {
  userId: number;
  /** The booking to move; null: closed. */
  booking: Booking | null;
  rules: BookingRules | undefined;
  shiftName: (shift: number) => string;
  onClose: () => void;
}

/**
 * Asking to move a visit (users/requestreschedule/): a new day, shift and start time, and why. The team
 * decides; the visit stays as booked until then. The server checks the booking rules and says why it
 * refuses (shown here); success is toasted and the list and requests refresh (the hook).
 */
export function RescheduleDialog({ userId, booking, rules, shiftName, onClose }: Props) {
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Ask to move this visit"
      description="Our team checks the new time and lets you know. Until then, the visit stays as booked."
      size="md"
    >
      {booking ? (
        <RescheduleFormBody
          key={booking.booking_id}
          userId={userId}
          booking={booking}
          rules={rules}
          shiftName={shiftName}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function RescheduleFormBody({
  userId,
  booking: b,
  rules,
  shiftName,
  onDone,
}: {
  userId: number;
  booking: Booking;
  rules: BookingRules | undefined;
  shiftName: (shift: number) => string;
  onDone: () => void;
}) {
  const request = useRequestReschedule(userId);
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm({
    resolver: rescheduleResolver,
    defaultValues: {
      visit_date: b.visit_date,
      shift_type: b.shift_type,
      start_time: b.start_time,
      reason: "",
    } satisfies RescheduleForm,
    focus: "visit_date",
  });
  const { register, handleSubmit, formState, watch, setValue, getValues } = form;
  const { errors } = formState;
  const [shift, day] = watch(["shift_type", "visit_date"]);
  const times = isShiftType(shift) ? shiftStartTimes(shift) : [];
  const today = indiaToday();

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const data = await request.mutateAsync({ booking_id: b.booking_id, ...values });
      toast.success(data.Message, { id: "reschedule-requested" });
      onDone();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p>
        <strong>{b.service_name}</strong> for {b.loved_one_name}, now on {formatIndiaWeekday(b.visit_date)},{" "}
        {b.shift_name}, at {formatStartTime(b.start_time)}.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="New day"
          type="date"
          required
          min={today}
          hint={isCalendarDate(day) ? formatIndiaWeekday(day) : "Choose the day you would like instead."}
          {...(rules ? { max: addDays(today, rules.window_days) } : {})}
          error={errors.visit_date?.message}
          className="sm:col-span-2"
          {...register("visit_date")}
        />
        <SelectField
          label="Shift"
          required
          error={errors.shift_type?.message}
          {...register("shift_type", {
            setValueAs: (v: unknown) => Number(v) || 0,
            onChange: (event: { target: { value: string } }) => {
              const next = Number(event.target.value);
              if (isShiftType(next) && !shiftStartTimes(next).includes(getValues("start_time"))) {
                setValue("start_time", shiftStartTimes(next)[0] ?? "");
              }
            },
          })}
        >
          {SHIFT_TYPES.map((s) => (
            <option key={s} value={s}>
              {shiftName(s)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Start time"
          required
          hint="India time."
          error={errors.start_time?.message}
          {...register("start_time")}
        >
          {times.map((t) => (
            <option key={t} value={t}>
              {formatStartTime(t)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Why move it?"
        rows={3}
        inputClassName="resize-y"
        error={errors.reason?.message}
        {...register("reason")}
      />
      <FormAlert message={error} />
      <DialogActions
        label="Send request"
        busy={formState.isSubmitting}
        cancelLabel="Close"
        onCancel={onDone}
      />
    </form>
  );
}
