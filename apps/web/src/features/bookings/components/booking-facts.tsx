import {
  APPOINTMENT_TEXT,
  appointmentLine,
  BOOKING_STATUS_LABELS,
  type Booking,
  formatStartTime,
  visitStartDay,
} from "@eldercare/contracts";
import { formatIndiaWeekday } from "../../../lib/format.ts";
import { bookingAddress } from "../lib/ics.ts";

/**
 * The facts of a booking as label and value: who, when, where. `when: false` leaves out the day and start
 * (a card shows them under its heading); `status` adds the status in words.
 */
export function bookingFacts(
  b: Booking,
  options: { status?: boolean; when?: boolean } = {},
): Array<[string, string]> {
  const when = options.when ?? true;
  const rows: Array<[string, string]> = [
    ["For", b.loved_one_name],
    // The India day the visit starts: a night shift's start after midnight is on the next day (issue 41).
    ...(when
      ? ([["Day", formatIndiaWeekday(visitStartDay(b.visit_date, b.shift_type, b.start_time))]] as Array<
          [string, string]
        >)
      : []),
    ["Shift", b.shift_name],
    ...(when
      ? ([["Starts", `${formatStartTime(b.start_time)} (India time)`]] as Array<[string, string]>)
      : []),
    ["Address", bookingAddress(b)],
    // A doctor's appointment, as the family gave it (issue 42).
    ...(b.appointment
      ? ([[APPOINTMENT_TEXT.heading, appointmentLine(b.appointment)]] as Array<[string, string]>)
      : []),
  ];
  if (b.speciality_name) rows.splice(1, 0, ["Speciality", b.speciality_name]);
  if (options.status) rows.push(["Status", BOOKING_STATUS_LABELS[b.status]]);
  return rows;
}

/** A booking's facts as a definition list, two columns on wider screens. */
export function BookingFacts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 sm:grid-cols-[7rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-base font-semibold text-muted">{label}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
