import {
  type Booking,
  formatStartTime,
  type RescheduleForm,
  rescheduleFormSchema,
} from "@eldercare/contracts";
import { useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaWeekday } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useRequestReschedule } from "../api/use-request-reschedule.ts";
import { slotFormOf, useBookingSlot } from "../hooks/use-booking-slot.ts";
import { SlotPicker } from "./slot-picker.tsx";

const rescheduleResolver = contractResolver(rescheduleFormSchema);

interface Props {
  userId: number;
  /** The booking to move; null: closed. */
  booking: Booking | null;
  shiftName: (shift: number) => string;
  onClose: () => void;
}

/**
 * Asking to move a visit (users/requestreschedule/): a new day from the service's calendar, a shift and
 * start time, and why. The calendar is the visit's own (its place and allowance visit count as free for
 * it), so it offers what the team's approval would accept. The team decides; the visit stays as booked
 * until then. A refusal is shown here; success is toasted and the list and requests refresh (the hook).
 */
export function RescheduleDialog({ userId, booking, shiftName, onClose }: Props) {
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Ask to move this visit"
      description="Our team checks the new time and lets you know. Until then, the visit stays as booked."
      size="lg"
      fullScreenOnPhone
    >
      {booking ? (
        <RescheduleFormBody
          key={booking.booking_id}
          userId={userId}
          booking={booking}
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
  shiftName,
  onDone,
}: {
  userId: number;
  booking: Booking;
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
  });
  const { register, handleSubmit, formState } = form;
  const slotForm = slotFormOf(form);
  // Opens on the visit as booked, in its month; the member chooses the new moment.
  const slot = useBookingSlot(
    slotForm,
    userId,
    { serviceId: b.service_id, lovedOneId: b.loved_one_id ?? 0, bookingId: b.booking_id },
    { autoPick: false, startMonth: b.visit_date.slice(0, 7) },
  );

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
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <p>
        <strong>{b.service_name}</strong> for {b.loved_one_name}, now on {formatIndiaWeekday(b.visit_date)},{" "}
        {b.shift_name}, at {formatStartTime(b.start_time)}.
      </p>
      <SlotPicker
        form={slotForm}
        slot={slot}
        durationMinutes={b.duration_minutes}
        shiftName={shiftName}
        columnsFrom="md"
      />
      <TextAreaField
        label="Why move it?"
        rows={3}
        inputClassName="resize-y"
        error={formState.errors.reason?.message}
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
