import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGES,
  actionRefusedMessage,
  adminBookingListRequestSchema,
  BOOKING_ACTION_TARGET,
  BOOKING_ACTIONS,
  decideRescheduleRequestSchema,
  takeActionRequestSchema,
} from "./admin-bookings.ts";
import { canMoveBooking } from "./bookings.ts";
import { issuesOf, parsed } from "./test-helpers.ts";

describe("takeActionRequestSchema", () => {
  it.each(BOOKING_ACTIONS)("accepts action %j with a reason", (action) => {
    expect(issuesOf(takeActionRequestSchema, { booking_id: 9, action, remarks: "Caregiver unwell" })).toEqual(
      [],
    );
  });

  it("needs no reason to confirm or complete", () => {
    expect(issuesOf(takeActionRequestSchema, { booking_id: 9, action: "confirm" })).toEqual([]);
    expect(issuesOf(takeActionRequestSchema, { booking_id: 9, action: "complete" })).toEqual([]);
  });

  it.each([
    [{ action: "approve" }, "action", "action must be one of: confirm, reject, complete, cancel, miss"],
    [{ action: undefined }, "action", "action must be one of: confirm, reject, complete, cancel, miss"],
    [{ booking_id: 0 }, "booking_id", "booking_id is required"],
    [{ remarks: "x".repeat(501) }, "remarks", "Remarks cannot exceed 500 characters"],
    [{ action: "reject" }, "remarks", ADMIN_MESSAGES.reasonRequired],
    [{ action: "cancel", remarks: "  " }, "remarks", ADMIN_MESSAGES.reasonRequired],
  ])("rejects case %#", (change, path, message) => {
    expect(issuesOf(takeActionRequestSchema, { booking_id: 9, action: "confirm", ...change })).toEqual([
      { path, message },
    ]);
  });

  it("moves a booking only where the state machine allows", () => {
    expect(canMoveBooking("requested", BOOKING_ACTION_TARGET.confirm)).toBe(true);
    expect(canMoveBooking("requested", BOOKING_ACTION_TARGET.complete)).toBe(false);
    expect(actionRefusedMessage("cancelled", "confirm")).toBe(
      "This booking is cancelled, so it cannot be confirmed.",
    );
  });
});

describe("adminBookingListRequestSchema", () => {
  it.each([{}, { search_string: "" }, { search_string: "Ravi" }, { status: "requested", city_id: 3 }])(
    "accepts %j",
    (input) => {
      expect(issuesOf(adminBookingListRequestSchema, input)).toEqual([]);
    },
  );

  it("refuses a search shorter than three characters and dates the wrong way round", () => {
    expect(issuesOf(adminBookingListRequestSchema, { search_string: "ab" })).toEqual([
      { path: "search_string", message: ADMIN_MESSAGES.searchTooShort },
    ]);
    expect(
      issuesOf(adminBookingListRequestSchema, { date_from: "2026-12-10", date_to: "2026-12-01" }),
    ).toEqual([{ path: "date_to", message: ADMIN_MESSAGES.dateRange }]);
  });

  it("orders the next visits first unless asked for another order, and names the orders it knows", () => {
    expect(parsed(adminBookingListRequestSchema, {}).sort).toBe("next");
    expect(parsed(adminBookingListRequestSchema, { sort: "earliest" }).sort).toBe("earliest");
    expect(issuesOf(adminBookingListRequestSchema, { sort: "oldest" })).toEqual([
      { path: "sort", message: "sort must be one of: next, latest, earliest" },
    ]);
  });
});

describe("decideRescheduleRequestSchema", () => {
  it("approves without a note and declines only with one", () => {
    expect(issuesOf(decideRescheduleRequestSchema, { request_id: 4, decision: "approve" })).toEqual([]);
    expect(issuesOf(decideRescheduleRequestSchema, { request_id: 4, decision: "decline" })).toEqual([
      { path: "note", message: ADMIN_MESSAGES.noteRequired },
    ]);
  });
});
