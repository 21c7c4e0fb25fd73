import {
  type AdminBooking,
  type AdminRescheduleItem,
  appointmentLine,
  BOOKING_STATUS_LABELS,
  type BookingAction,
  displayPhone,
  formatStartTime,
  MOBILITY_LABELS,
} from "@eldercare/contracts";
import { formatIndiaWeekday } from "../../../lib/format.ts";

/** The action buttons' words. */
export const ACTION_LABELS: Record<BookingAction, string> = {
  confirm: "Confirm",
  reject: "Reject",
  complete: "Mark completed",
  cancel: "Cancel booking",
  miss: "Mark missed",
};

/** What the reason dialog of an action says. */
export const REASON_DIALOG: Partial<Record<BookingAction, { title: string; label: string; submit: string }>> =
  {
    reject: { title: "Reject this booking?", label: "Why is it rejected?", submit: "Reject booking" },
    cancel: { title: "Cancel this booking?", label: "Why is it cancelled?", submit: "Cancel booking" },
    miss: { title: "Mark this visit missed?", label: "Why was it missed?", submit: "Mark missed" },
  };

/** One booking as the table row and the phone card show it (India time). */
export interface BookingRowText {
  member: string;
  phone: string;
  email: string;
  lovedOne: string;
  service: string;
  /** "Tue, 15 Dec 2026" */
  visitDate: string;
  /** "Morning (7 AM – 1 PM), starts 7:30 AM" */
  visitTime: string;
  city: string;
  status: string;
  /** "Bengali, Hindi · Walks with support": what the visit needs to know of the loved one. */
  care: string;
  /** The family's notes for the visit ("" when none). */
  notes: string;
  /** A doctor's appointment in one line (issue 42), "" when none was given. */
  appointment: string;
  /** Where the family asked to move it, while that request is open; null otherwise. */
  moveAskedTo: string | null;
}

export function bookingRowText(b: AdminBooking): BookingRowText {
  return {
    member: b.user_name || b.user_email,
    phone: displayPhone(b.user_phone),
    email: b.user_email,
    lovedOne: b.loved_one_name,
    service: b.speciality_name ? `${b.service_name} (${b.speciality_name})` : b.service_name,
    visitDate: formatIndiaWeekday(b.visit_date),
    visitTime: `${b.shift_name}, starts ${formatStartTime(b.start_time)}`,
    city: b.city_name,
    status: BOOKING_STATUS_LABELS[b.status],
    care: [
      b.loved_one_languages.join(", "),
      b.loved_one_mobility ? MOBILITY_LABELS[b.loved_one_mobility] : "",
    ]
      .filter(Boolean)
      .join(" · "),
    notes: b.notes.trim(),
    appointment: b.appointment ? appointmentLine(b.appointment) : "",
    moveAskedTo:
      b.reschedule?.status === "open"
        ? `${formatIndiaWeekday(b.reschedule.visit_date)}, from ${formatStartTime(b.reschedule.start_time)}`
        : null,
  };
}

/** A reschedule slot: "Tue, 15 Dec 2026, Morning (7 AM – 1 PM) from 7:30 AM". */
export function slotText(slot: AdminRescheduleItem["from"]): string {
  return `${formatIndiaWeekday(slot.visit_date)}, ${slot.shift_name} from ${formatStartTime(slot.start_time)}`;
}
