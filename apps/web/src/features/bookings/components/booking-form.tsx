import { asksForAppointment, BOOKING_MESSAGES, type LovedOne, type PlanUsage } from "@eldercare/contracts";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useContractForm } from "../../../lib/forms/use-contract-form.ts";
import { useShiftNames } from "../../../lib/use-shift-names.ts";
import { useBookService } from "../api/use-book-service.ts";
import { useServiceItems } from "../api/use-service-items.ts";
import { slotFormOf, useBookingSlot } from "../hooks/use-booking-slot.ts";
import { bookingResolver, newBooking, toBookingRequest } from "../lib/booking-request.ts";
import { BookingCheck } from "./booking-check.tsx";
import { BookingSuccessDialog } from "./booking-success-dialog.tsx";
import { BookingWhen } from "./booking-when.tsx";
import { BookingWhere } from "./booking-where.tsx";
import { BookingWhoWhat } from "./booking-who-what.tsx";

interface Props {
  userId: number;
  /** The member's plan and this month's use (a plan is running or paid for). */
  usage: PlanUsage;
  lovedOnes: readonly LovedOne[];
}

/**
 * The booking form (users/servicebooking/): who the visit is for, the service, a day from the month's
 * calendar, a shift and start time, where, and notes for the companion. Everything chosen lives in the
 * form; when the visit is follows the calendars (useBookingSlot). A success is said once, by the booking
 * success modal; a refusal (a place taken meanwhile: 409) keeps the form, says why above Book visit and
 * the calendar refreshes.
 */
export function BookingForm({ userId, usage, lovedOnes }: Props) {
  const stampId = `${useId()}-stamp`;
  const services = useServiceItems();
  const shiftName = useShiftNames();
  const book = useBookService(userId);
  const form = useContractForm({ resolver: bookingResolver, defaultValues: newBooking(lovedOnes[0]) });
  const { handleSubmit, getValues, setError, setFocus, reset, formState, control } = form;
  const [lovedOneId, serviceId] = useWatch({ control, name: ["loved_one_id", "service_id"] });
  const slotForm = slotFormOf(form);
  const slot = useBookingSlot(slotForm, userId, { serviceId, lovedOneId });
  const service = services.data?.find((s) => s.service_id === slot.request?.service_id);
  /** A service at a doctor's asks for the appointment (issue 42): the one chosen in the form now. */
  const chosenKind = services.data?.find((s) => s.service_id === serviceId)?.service_kind;
  const withAppointment = chosenKind !== undefined && asksForAppointment(chosenKind);

  /**
   * The contract cannot know which services need a speciality; the catalogue says, so the form checks it.
   * The service is the one chosen in the form now (the calendar's may still be the one before it, loading).
   */
  function specialityMissing(): boolean {
    const chosen = services.data?.find((s) => s.service_id === getValues("service_id"));
    if (!chosen?.needs_speciality || getValues("speciality_id")) return false;
    setError("speciality_id", { type: "contract", message: BOOKING_MESSAGES.specialityRequired });
    return true;
  }

  // A second press cannot send twice: the button is disabled while sending, and a retried request carries
  // the form's idempotency key, which returns the first booking.
  const onSubmit = handleSubmit(
    async (checked) => {
      if (specialityMissing()) {
        setFocus("speciality_id");
        return;
      }
      // Sent: from now on a refusal keeps what the member sees rather than moving to another moment.
      slot.keepChoice();
      try {
        await book.mutateAsync(
          toBookingRequest(checked, slot.chosenDay?.subscription_id ?? null, withAppointment),
        );
      } catch (error) {
        // 409: the place was just taken. The form stays as it is; the calendar refreshes (the hook).
        setError("root.server", { message: firstErrorMessage(error) });
      }
    },
    () => {
      specialityMissing();
    },
  );

  function bookAnother() {
    const keep = lovedOnes.find((l) => l.loved_one_id === getValues("loved_one_id")) ?? lovedOnes[0];
    reset(newBooking(keep, getValues("service_id")));
    slot.restart();
    book.reset();
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-10" aria-describedby={stampId}>
        <p className="text-muted">
          Fields marked <span className="font-semibold text-ink">(required)</span> must be filled in.
        </p>
        <BookingWhoWhat
          form={form}
          lovedOnes={lovedOnes}
          usage={usage}
          services={services}
          service={service}
        />
        <BookingWhen form={slotForm} slot={slot} service={service} shiftName={shiftName} />
        <BookingWhere form={form} withAppointment={withAppointment} />
        <BookingCheck
          slot={slot}
          shiftName={shiftName}
          stampId={stampId}
          refusal={formState.errors.root?.server?.message}
          submitting={formState.isSubmitting}
        />
      </form>
      <BookingSuccessDialog
        booked={book.data ? { booking: book.data.booking, message: book.data.Message } : null}
        onClose={bookAnother}
      />
    </>
  );
}
