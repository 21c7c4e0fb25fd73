import { describe, expect, it } from "vitest";
import {
  BOOKING_HOLDING_STATUSES,
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  bookingListRequestSchema,
  cancelBookingRequestSchema,
  canMoveBooking,
  createBookingRequestSchema,
  serviceCalendarRequestSchema,
} from "./bookings.ts";
import { issuesOf, parsed } from "./test-helpers.ts";

const BOOKING = { user_id: 7, subscription_id: 2, service_id: 5, shift_type: 1, booking_date: "2025-09-15" };

describe("createBookingRequestSchema", () => {
  it.each([{}, { speciality_id: 3, notes: "Ground floor flat" }, { speciality_id: null }])(
    "accepts %j",
    (change) => {
      expect(issuesOf(createBookingRequestSchema, { ...BOOKING, ...change })).toEqual([]);
    },
  );

  it.each([
    [{ service_id: undefined }, "service_id", BOOKING_MESSAGES.serviceRequired],
    [{ service_id: 0 }, "service_id", BOOKING_MESSAGES.serviceRequired],
    [{ shift_type: undefined }, "shift_type", BOOKING_MESSAGES.shiftRequired],
    [{ shift_type: -1 }, "shift_type", BOOKING_MESSAGES.shiftRequired],
    [{ booking_date: undefined }, "booking_date", BOOKING_MESSAGES.dateRequired],
    [{ booking_date: "" }, "booking_date", BOOKING_MESSAGES.dateRequired],
    [{ booking_date: "15/09/2025" }, "booking_date", "Date must be YYYY-MM-DD"],
    [{ booking_date: "2025-9-15" }, "booking_date", "Date must be YYYY-MM-DD"],
    [{ subscription_id: undefined }, "subscription_id", "Please subscribe to a plan before booking"],
    [{ user_id: 0 }, "user_id", "user_id is required"],
    [{ notes: "x".repeat(501) }, "notes", "Notes cannot exceed 500 characters"],
  ])("rejects case %# (%j)", (change, path, message) => {
    expect(issuesOf(createBookingRequestSchema, { ...BOOKING, ...change })).toEqual([{ path, message }]);
  });

  it("has the exact booking messages", () => {
    expect(BOOKING_MESSAGES).toEqual({
      serviceRequired: "Please choose a service",
      dateRequired: "Please choose a date",
      shiftRequired: "Please choose a shift",
    });
  });
});

describe("bookingListRequestSchema", () => {
  it("defaults to the first page of 10", () => {
    expect(parsed(bookingListRequestSchema, {})).toEqual({ page_index: 0, page_size: 10, search_string: "" });
  });

  it.each([{ subscription_id: 2 }, { subscription_id: null }])("accepts %j", (change) => {
    expect(issuesOf(bookingListRequestSchema, change)).toEqual([]);
  });

  it.each([{ subscription_id: 0 }, { status: "requested" }])("rejects %j", (change) => {
    expect(bookingListRequestSchema.safeParse(change).success).toBe(false);
  });
});

describe("serviceCalendarRequestSchema", () => {
  it.each(["2025-01", "2025-12"])("accepts month %j", (month) => {
    expect(issuesOf(serviceCalendarRequestSchema, { user_id: 7, month })).toEqual([]);
  });

  it.each(["2025-13", "2025-00", "2025-1", "2025-01-01", ""])("rejects month %j", (month) => {
    expect(issuesOf(serviceCalendarRequestSchema, { user_id: 7, month })).toEqual([
      { path: "month", message: "Month must be YYYY-MM" },
    ]);
  });
});

describe("cancelBookingRequestSchema", () => {
  it.each([
    [{ booking_id: 0 }, "booking_id", "booking_id is required"],
    [{ user_id: undefined }, "user_id", "user_id is required"],
    [{ reason: "x".repeat(501) }, "reason", "Reason cannot exceed 500 characters"],
  ])("rejects case %#", (change, path, message) => {
    expect(issuesOf(cancelBookingRequestSchema, { user_id: 7, booking_id: 9, ...change })).toEqual([
      { path, message },
    ]);
  });

  it("accepts a cancellation with a reason", () => {
    expect(issuesOf(cancelBookingRequestSchema, { user_id: 7, booking_id: 9, reason: "Travelling" })).toEqual(
      [],
    );
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
});
