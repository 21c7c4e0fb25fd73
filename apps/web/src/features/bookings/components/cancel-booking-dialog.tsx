import { type Booking, type BookingRules, cancelBookingFormSchema } from "@eldercare/contracts";
import { useState } from "react";
import { ReaderTimeBeside } from "../../../components/india-time.tsx";
import { RefundPolicyLink } from "../../../components/refund-policy-link.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { formatIndiaDateTime, formatIndiaWeekday } from "../../../lib/format.ts";
import { contractResolver } from "../../../lib/forms/contract-resolver.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { toast } from "../../../lib/toast.ts";
import { useCancelBooking } from "../api/use-cancel-booking.ts";
import { monthLabel } from "../lib/calendar-grid.ts";

const cancelResolver = contractResolver(cancelBookingFormSchema);

interface Props {
  userId: number;
  /** The booking to cancel; null: closed. */
  booking: Booking | null;
  rules: BookingRules | undefined;
  onClose: () => void;
}

/**
 * Cancelling a visit (users/cancelbooking/): states the terms (until when, the visit goes back to the
 * month's allowance, the Cancellation and Refund Policy) and asks why. A refusal is shown in the server's
 * words; success is toasted and the list, plan usage and profile refresh (the hook).
 */
export function CancelBookingDialog({ userId, booking, rules, onClose }: Props) {
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Cancel this visit?"
      size="md"
    >
      {booking ? (
        <CancelForm
          key={booking.booking_id}
          userId={userId}
          booking={booking}
          rules={rules}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function CancelForm({
  userId,
  booking: b,
  rules,
  onDone,
}: {
  userId: number;
  booking: Booking;
  rules: BookingRules | undefined;
  onDone: () => void;
}) {
  const cancel = useCancelBooking(userId);
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm({ resolver: cancelResolver, defaultValues: { reason: "" }, focus: "reason" });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      const data = await cancel.mutateAsync({ booking_id: b.booking_id, reason });
      toast.success(data.Message, { id: "booking-cancelled" });
      onDone();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p>
        <strong>{b.service_name}</strong> for {b.loved_one_name} on {formatIndiaWeekday(b.visit_date)},{" "}
        {b.shift_name}.
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          You can cancel until <strong>{formatIndiaDateTime(b.cancel_until)}</strong> India time
          <ReaderTimeBeside at={b.cancel_until} />
          {rules ? `, ${rules.cancel_cutoff_hours} hours before the visit starts` : ""}. After that, please
          call us.
        </li>
        <li>
          The visit goes back into your plan's visits for {monthLabel(b.visit_date.slice(0, 7))}, so you can
          book another.
        </li>
        <li>
          Plan fees and refunds follow our <RefundPolicyLink />.
        </li>
      </ul>
      <TextAreaField
        label="Why are you cancelling?"
        required
        rows={3}
        inputClassName="resize-y"
        error={formState.errors.reason?.message}
        hint="It helps us arrange better visits."
        {...register("reason")}
      />
      <FormAlert message={error} />
      <DialogActions
        label="Cancel visit"
        tone="danger"
        busy={formState.isSubmitting}
        cancelLabel="Keep visit"
        onCancel={onDone}
      />
    </form>
  );
}
