import { describe, expect, it } from "vitest";
import {
  BOOKING_CALLED_OFF_STATUSES,
  BOOKING_CONFIRMED_STATUSES,
  BOOKING_HOLDING_STATUSES,
  BOOKING_LIVE_STATUSES,
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  bookingListRequestSchema,
  cancelBookingRequestSchema,
  canMoveBooking,
  createBookingRequestSchema,
  isConfirmedBooking,
  isLiveBooking,
  rescheduleRequestSchema,
  serviceCalendarRequestSchema,
} from "./bookings.ts";
import { issuesOf, parsed } from "./test-helpers.ts";

const BOOKING = {
  idempotency_key: "7d1f6a52-3c1e-4a55-9a3b-2f0c8f1e9b10",
  loved_one_id: 3,
  service_id: 5,
  visit_date: "2026-12-15",
  shift_type: 1,
  start_time: "07:30",
  address_line: "12 Lake Road, Ballygunge",
  pincode: "700019",
};

describe("createBookingRequestSchema", () => {
  it.each([
    {},
    { speciality_id: 3, notes: "Ground floor flat" },
    { speciality_id: null },
    { subscription_id: 4 },
    { shift_type: 4, start_time: "06:00" },
    { shift_type: 5, start_time: "23:00" },
  ])("accepts %j", (change) => {
    expect(issuesOf(createBookingRequestSchema, { ...BOOKING, ...change })).toEqual([]);
  });

  it.each([
    [{ loved_one_id: undefined }, "loved_one_id", BOOKING_MESSAGES.lovedOneRequired],
    [{ service_id: undefined }, "service_id", BOOKING_MESSAGES.serviceRequired],
    [{ service_id: 0 }, "service_id", BOOKING_MESSAGES.serviceRequired],
    [{ shift_type: undefined }, "shift_type", BOOKING_MESSAGES.shiftRequired],
    [{ shift_type: 6 }, "shift_type", BOOKING_MESSAGES.shiftRequired],
    [{ visit_date: undefined }, "visit_date", BOOKING_MESSAGES.dateRequired],
    [{ visit_date: "" }, "visit_date", BOOKING_MESSAGES.dateRequired],
    [{ visit_date: "15/09/2025" }, "visit_date", "Date must be YYYY-MM-DD"],
    [{ visit_date: "2026-02-30" }, "visit_date", "Date must be YYYY-MM-DD"],
    [{ start_time: "7:30" }, "start_time", BOOKING_MESSAGES.startTimeRequired],
    [{ start_time: "13:00" }, "start_time", BOOKING_MESSAGES.startTimeOutsideShift],
    [{ start_time: "12:30" }, "start_time", BOOKING_MESSAGES.startTimeOutsideShift],
    [{ start_time: "07:15" }, "start_time", BOOKING_MESSAGES.startTimeOutsideShift],
    [{ idempotency_key: "abc" }, "idempotency_key", BOOKING_MESSAGES.idempotencyKeyInvalid],
    [{ pincode: "012345" }, "pincode", "Please enter a valid 6-digit PIN code"],
    [{ address_line: " " }, "address_line", "Address is required"],
    [{ notes: "x".repeat(501) }, "notes", "Notes cannot exceed 500 characters"],
    [{ notes: "a\u0000b" }, "notes", "Notes contains characters that are not allowed"],
    [{ user_id: 7 }, "", 'Unrecognized key: "user_id"'],
  ])("rejects case %# (%j)", (change, path, message) => {
    expect(issuesOf(createBookingRequestSchema, { ...BOOKING, ...change })).toEqual([{ path, message }]);
  });

  it("says the booking message of spec section 8 word for word", () => {
    expect(BOOKING_MESSAGES.booked).toBe("Service booked successfully!");
  });
});

describe("bookingListRequestSchema", () => {
  it("defaults to the first page of 10", () => {
    expect(parsed(bookingListRequestSchema, {})).toEqual({ page_index: 0, page_size: 10, search_string: "" });
  });

  it.each([{ subscription_id: 2 }, { subscription_id: null }, { status: "requested" }, { status: null }])(
    "accepts %j",
    (change) => {
      expect(issuesOf(bookingListRequestSchema, change)).toEqual([]);
    },
  );

  it.each([{ subscription_id: 0 }, { status: "lost" }, { page_size: 101 }])("rejects %j", (change) => {
    expect(bookingListRequestSchema.safeParse(change).success).toBe(false);
  });
});

describe("serviceCalendarRequestSchema", () => {
  it.each(["2025-01", "2025-12"])("accepts month %j", (month) => {
    expect(issuesOf(serviceCalendarRequestSchema, { month, service_id: 1 })).toEqual([]);
  });

  it.each(["2025-13", "2025-00", "2025-1", "2025-01-01", ""])("rejects month %j", (month) => {
    expect(issuesOf(serviceCalendarRequestSchema, { month, service_id: 1 })).toEqual([
      { path: "month", message: "Month must be YYYY-MM" },
    ]);
  });
});

describe("cancelBookingRequestSchema", () => {
  it.each([
    [{ booking_id: 0 }, "booking_id", "booking_id is required"],
    [{ reason: "" }, "reason", BOOKING_MESSAGES.cancelReasonRequired],
    [{ reason: "   " }, "reason", BOOKING_MESSAGES.cancelReasonRequired],
    [{ reason: "x".repeat(501) }, "reason", "Reason cannot exceed 500 characters"],
  ])("rejects case %#", (change, path, message) => {
    expect(issuesOf(cancelBookingRequestSchema, { booking_id: 9, reason: "Travelling", ...change })).toEqual([
      { path, message },
    ]);
  });

  it("accepts a cancellation with a reason", () => {
    expect(issuesOf(cancelBookingRequestSchema, { booking_id: 9, reason: "Travelling" })).toEqual([]);
  });
});

describe("rescheduleRequestSchema", () => {
  const ASK = { booking_id: 9, visit_date: "2026-12-20", shift_type: 2, start_time: "13:00" };
  it("accepts a new day, shift and start time, with or without a reason", () => {
    expect(issuesOf(rescheduleRequestSchema, ASK)).toEqual([]);
    expect(issuesOf(rescheduleRequestSchema, { ...ASK, reason: "Doctor's appointment moved" })).toEqual([]);
  });

  it("refuses a start time the shift does not offer", () => {
    expect(issuesOf(rescheduleRequestSchema, { ...ASK, start_time: "07:00" })).toEqual([
      { path: "start_time", message: BOOKING_MESSAGES.startTimeOutsideShift },
    ]);
  });
});

describe("booking status transitions", () => {
  it("lets the team confirm, reject or the member cancel a request, and complete or cancel a confirmed visit", () => {
    expect(canMoveBooking("requested", "confirmed")).toBe(true);
    expect(canMoveBooking("requested", "rejected")).toBe(true);
    expect(canMoveBooking("requested", "cancelled")).toBe(true);
    expect(canMoveBooking("confirmed", "completed")).toBe(true);
    expect(canMoveBooking("confirmed", "cancelled")).toBe(true);
  });

  it("never skips confirmation, never rejects a confirmed visit, and never moves a final booking", () => {
    expect(canMoveBooking("requested", "completed")).toBe(false);
    expect(canMoveBooking("confirmed", "rejected")).toBe(false);
    for (const final of ["completed", "cancelled", "rejected"] as const) {
      for (const to of BOOKING_STATUSES) expect(canMoveBooking(final, to), `${final} → ${to}`).toBe(false);
    }
  });

  it("counts only live and done visits against capacity and the allowance", () => {
    expect([...BOOKING_HOLDING_STATUSES].sort()).toEqual(["completed", "confirmed", "requested"]);
  });

  it("calls a visit live while it is going ahead: exactly the statuses a member may still cancel from", () => {
    expect([...BOOKING_LIVE_STATUSES].sort()).toEqual(["confirmed", "requested"]);
    for (const status of BOOKING_STATUSES) {
      expect(isLiveBooking(status), status).toBe(canMoveBooking(status, "cancelled"));
      if (isLiveBooking(status)) expect(BOOKING_HOLDING_STATUSES).toContain(status);
    }
  });

  it("calls a visit confirmed from the team's yes on, done or not, and called off when it never went ahead", () => {
    expect([...BOOKING_CONFIRMED_STATUSES].sort()).toEqual(["completed", "confirmed"]);
    expect([...BOOKING_CALLED_OFF_STATUSES].sort()).toEqual(["cancelled", "rejected"]);
    for (const status of BOOKING_STATUSES) {
      if (isConfirmedBooking(status)) expect(BOOKING_HOLDING_STATUSES).toContain(status);
      if (BOOKING_CALLED_OFF_STATUSES.includes(status)) {
        expect(BOOKING_HOLDING_STATUSES).not.toContain(status);
        expect(BOOKING_TRANSITIONS[status], status).toEqual([]);
      }
    }
  });
});
