import type { Booking } from "@eldercare/contracts";
import { BOOKING_TEXT } from "@eldercare/contracts";
import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { SuccessDialog } from "../../../components/ui/success-dialog.tsx";
import { BookingFacts, bookingFacts } from "./booking-facts.tsx";
import { MY_BOOKINGS_ID } from "./my-bookings.tsx";

interface Props {
  /** What was booked and the server's message; null: closed. */
  booked: { booking: Booking; message: string } | null;
  /** Closing (or "Book another visit"): the form starts afresh for the next visit. */
  onClose: () => void;
}

/**
 * Spec §2's booking success modal: 'Service booked successfully!', what was booked, and the way to My
 * bookings. It alone says the booking went through (no toast repeats it), and closes earlier toasts.
 */
export function BookingSuccessDialog({ booked, onClose }: Props) {
  const b = booked?.booking;
  return (
    <SuccessDialog
      open={booked !== null}
      title={BOOKING_TEXT.successTitle}
      onClose={onClose}
      details={
        b ? (
          <div className="rounded-lg bg-primary-50 p-4">
            <p className="mb-2 text-lg font-bold text-primary-800">{b.service_name}</p>
            <BookingFacts rows={bookingFacts(b, { status: true })} />
          </div>
        ) : null
      }
      actions={
        <>
          <Link to={`/planandservicedetails#${MY_BOOKINGS_ID}`} className="btn btn-primary">
            <ClipboardList aria-hidden="true" className="size-5" />
            Go to My bookings
          </Link>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Book another visit
          </button>
        </>
      }
    >
      {booked?.message} We will confirm the companion with you before the visit.
    </SuccessDialog>
  );
}
