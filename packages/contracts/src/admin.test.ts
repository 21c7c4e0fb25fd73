import { describe, expect, it } from "vitest";
import { BOOKING_ACTIONS, takeActionRequestSchema } from "./admin.ts";
import { issuesOf } from "./test-helpers.ts";

describe("takeActionRequestSchema", () => {
  it.each(BOOKING_ACTIONS)("accepts action %j", (action) => {
    expect(issuesOf(takeActionRequestSchema, { booking_id: 9, action })).toEqual([]);
  });

  it.each([
    [{ action: "approve" }, "action", "action must be one of: confirm, reject, complete, cancel"],
    [{ action: undefined }, "action", "action must be one of: confirm, reject, complete, cancel"],
    [{ booking_id: 0 }, "booking_id", "booking_id is required"],
    [{ remarks: "x".repeat(501) }, "remarks", "Remarks cannot exceed 500 characters"],
  ])("rejects case %#", (change, path, message) => {
    expect(issuesOf(takeActionRequestSchema, { booking_id: 9, action: "confirm", ...change })).toEqual([
      { path, message },
    ]);
  });
});
