import type { Booking, ServiceCalendar } from "@eldercare/contracts";

/** A booking as users/getallbookings/ answers it: a companion visit on 15 Dec 2026 at 7:30 AM India time. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    booking_id: 42,
    subscription_id: 7,
    service_id: 1,
    service_name: "Companionship Visit",
    service_kind: "companion_visit",
    speciality_id: null,
    speciality_name: null,
    loved_one_id: 3,
    loved_one_name: "Sita Devi",
    visit_date: "2026-12-15",
    shift_type: 1,
    shift_name: "Morning (7 AM – 1 PM)",
    start_time: "07:30",
    starts_at: "2026-12-15T02:00:00.000Z",
    duration_minutes: 120,
    address_line: "12 Lake Road, Ballygunge",
    city_name: "Kolkata",
    state_name: "West Bengal",
    pincode: "700029",
    notes: "",
    status: "requested",
    status_reason: null,
    created_at: "2026-11-23T12:00:00.000Z",
    can_cancel: true,
    cancel_until: "2026-12-14T02:00:00.000Z",
    can_reschedule: true,
    reschedule: null,
    ...overrides,
  };
}

type Day = ServiceCalendar["days"][number];
type Shift = Day["shifts"][number];

/** One day of a calendar: every shift closed as `reason` unless `open` names its first start. */
export function calendarDay(
  date: string,
  open: Partial<Record<1 | 2 | 3 | 4 | 5, string>> = {},
  reason: Shift["reason"] = "past",
): Day {
  const shifts: Shift[] = ([1, 2, 3, 4, 5] as const).map((shift) => {
    const first = open[shift];
    return first
      ? { shift_type: shift, state: "open", reason: null, places_left: 3, first_start: first }
      : { shift_type: shift, state: "closed", reason, places_left: 3, first_start: null };
  });
  const anyOpen = shifts.some((s) => s.state === "open");
  return {
    date,
    state: anyOpen ? "open" : "closed",
    reason: anyOpen ? null : reason,
    subscription_id: 7,
    shifts,
  };
}
