import type {
  AdminBooking,
  Booking,
  CompanyDetails,
  LovedOne,
  PlanUsage,
  ServiceCalendar,
  ServiceItem,
  VisitSeriesItem,
} from "@eldercare/contracts";

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
    companion: null,
    checked_in_at: null,
    report_ready: false,
    incidents: [],
    rated: false,
    appointment: null,
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
    holiday: null,
    subscription_id: 7,
    shifts,
  };
}

/** A loved one as users/getlovedones/ answers it: Sita Devi, cared for in Kolkata. */
export function lovedOneFixture(overrides: Partial<LovedOne> = {}): LovedOne {
  return {
    loved_one_id: 3,
    full_name: "Sita Devi",
    relationship: "Mother",
    date_of_birth: "1948-03-02",
    age: 78,
    gender: "Female",
    address_line: "12 Lake Road, Ballygunge",
    state_id: 1,
    state_name: "West Bengal",
    city_id: 1,
    city_name: "Kolkata",
    pincode: "700029",
    contact_name: "Meera Iyer",
    contact_phone: "+919830012345",
    languages: ["Bengali"],
    mobility: "walks_with_support",
    notes: "",
    ...overrides,
  };
}

/** Two services of the catalogue: a companion visit, and daily assistance that needs a speciality. */
export const SERVICES_FIXTURE: ServiceItem[] = [
  {
    service_id: 1,
    service_code: "companion",
    service_name: "Companionship Visit",
    service_description: "Time together: conversation, a walk, reading the paper.",
    assistance_type: "general",
    service_kind: "companion_visit",
    duration_minutes: 120,
    bookable: true,
    needs_speciality: false,
  },
  {
    service_id: 2,
    service_code: "daily",
    service_name: "Daily Living Assistance",
    service_description: "Help with the day's tasks at home.",
    assistance_type: "geriatric",
    service_kind: "companion_visit",
    duration_minutes: 120,
    bookable: true,
    needs_speciality: true,
  },
];

/** A running bronze plan for one person, with 2 companion visits a month, 2 left. */
export function planUsageFixture(): PlanUsage {
  return {
    subscription: {
      subscription_id: 7,
      plan_tier_id: 1,
      plan_type_name: "bronze",
      beneficiary_count_dtls: "Single",
      frequency_of_payment_dtls: "Annual",
      start_date: "2026-11-01",
      end_date: "2027-10-31",
      status: "active",
    },
    month: "2026-12",
    plan_type_name: "bronze",
    inclusions: [
      {
        kind: "companion_visit",
        label: "Companion visits (up to 2 hours each)",
        detail: "2 a month",
        monthly_allowance: 2,
        used: 0,
        left: 2,
      },
    ],
    rules: { min_notice_hours: 24, window_days: 30, cancel_cutoff_hours: 24 },
  };
}

/** A month's calendar for one service: the days given, the rest of the month closed as `reason`. */
export function calendarFixture(
  month: string,
  serviceId: number,
  open: Record<string, Partial<Record<1 | 2 | 3 | 4 | 5, string>>>,
  reason: Shift["reason"] = "window",
): ServiceCalendar {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const days = Array.from({ length: last }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, "0")}`;
    return calendarDay(date, open[date] ?? {}, reason);
  });
  return {
    month,
    service_id: serviceId,
    service_kind: "companion_visit",
    kind_label: "Companion visits (up to 2 hours each)",
    rules: { min_notice_hours: 24, window_days: 30, cancel_cutoff_hours: 24 },
    earliest_start_at: "2026-12-02T01:30:00.000Z",
    days,
    usage: [{ subscription_id: 7, allowance: 2, used: 0, left: 2 }],
    bookings: [],
  };
}

/** Emergency help as the catalogue lists it: described, never booked (issue 25). */
export const EMERGENCY_SERVICE_FIXTURE: ServiceItem = {
  service_id: 9,
  service_code: "EMG-AMBULANCE",
  service_name: "Ambulance Coordination",
  service_description: "We call the ambulance and stay on the line until help arrives.",
  assistance_type: "emergency",
  service_kind: "emergency_support",
  duration_minutes: 60,
  bookable: false,
  needs_speciality: false,
};

/** shared/company/ as a test server answers it, with its emergency helpline. */
export const COMPANY_FIXTURE: CompanyDetails = {
  legal_name: "SeniorCare Relief Private Limited",
  cin: "U85300WB2024PTC000000",
  gstin: "19AAACS0000X1Z2",
  registered_office: "71 Park Street, Kolkata 700016, West Bengal",
  grievance_officer: { name: "Priya Nair", email: "grievance@seniorcare.example", phone: null },
  helpline_phone: "+91 33 4000 1234",
  payment_processor: null,
};

/** A booking as the console lists it (a member, their loved one's care details, the allowed actions). */
export function adminBookingFixture(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    ...bookingFixture(),
    user_id: 9,
    user_name: "Ravi Kumar",
    user_phone: "+919876543210",
    user_email: "ravi@example.com",
    city_id: 5,
    loved_one_languages: ["Bengali", "Hindi"],
    loved_one_mobility: "walks_with_support",
    actions: ["confirm", "reject", "cancel"],
    assigned_companion: null,
    report_filed_at: null,
    report_concern: null,
    late: false,
    // As the server says: a confirmed visit (the fixtures' are all to come) may change companion.
    can_change_companion: (overrides.status ?? "requested") === "confirmed",
    ...overrides,
  };
}

/** An open request to move a booking to Fri 18 Dec 2026, afternoon, from 3:30 PM. */
export const OPEN_MOVE_FIXTURE: NonNullable<AdminBooking["reschedule"]> = {
  request_id: 4,
  status: "open",
  visit_date: "2026-12-18",
  shift_type: 3,
  start_time: "15:30:00",
};

/**
 * A care schedule as users/getvisitseries/ lists it: Sita Devi's companion visits on Tuesdays and Fridays,
 * mornings from 9:00, 1 Dec 2026 to 31 Mar 2027; Meera makes most of them; one Friday skipped (the
 * month's allowance).
 */
export function visitSeriesFixture(overrides: Partial<VisitSeriesItem> = {}): VisitSeriesItem {
  return {
    series_id: 5,
    subscription_id: 7,
    loved_one_id: 3,
    loved_one_name: "Sita Devi",
    service_id: 1,
    service_name: "Companionship Visit",
    weekdays: [2, 5],
    shift_type: 1,
    start_time: "09:00",
    from: "2026-12-01",
    until: "2027-03-31",
    status: "active",
    booked_through: "2026-12-29",
    created_at: "2026-11-28T04:00:00.000Z",
    next_visits: [
      { booking_id: 40, visit_date: "2026-12-01", start_time: "09:00", status: "confirmed" },
      { booking_id: 41, visit_date: "2026-12-04", start_time: "09:00", status: "confirmed" },
      { booking_id: 42, visit_date: "2026-12-08", start_time: "09:00", status: "requested" },
      { booking_id: 43, visit_date: "2026-12-15", start_time: "09:00", status: "requested" },
    ],
    upcoming_count: 6,
    regular_companion: {
      first_name: "Meera",
      languages: ["Bengali", "Hindi"],
      identity_verified_on: "2026-01-10",
      police_verified_on: "2026-01-20",
      training_completed_on: "2026-02-01",
      has_photo: false,
    },
    skipped: [
      {
        date: "2026-12-11",
        state: "allowance",
        reason: "Beyond your plan's 8 companion visits in December 2026",
      },
    ],
    ...overrides,
  };
}
