import { describe, expect, it } from "vitest";
import {
  callbackDueAt,
  canMoveEnquiry,
  ENQUIRY_STATUSES,
  enquiryRefusedMessage,
  updateEnquiryRequestSchema,
} from "./admin-enquiries.ts";

describe("callbackDueAt", () => {
  it("is the preferred hour that India day while it is still ahead, else the next day's", () => {
    // 10:00 India on 23 Nov: 4 PM is still ahead, 9 AM has passed.
    expect(callbackDueAt("2026-11-23T04:30:00Z", "16:00:00")).toBe("2026-11-23T10:30:00.000Z");
    expect(callbackDueAt("2026-11-23T04:30:00Z", "09:00:00")).toBe("2026-11-24T03:30:00.000Z");
  });

  it("counts the exact hour as passed, and takes the India day (not UTC's) around midnight", () => {
    expect(callbackDueAt("2026-11-23T04:30:00Z", "10:00:00")).toBe("2026-11-24T04:30:00.000Z");
    // 23:50 UTC on 22 Nov is 05:20 India on 23 Nov: 7 AM that India day.
    expect(callbackDueAt(new Date("2026-11-22T23:50:00Z"), "07:00:00")).toBe("2026-11-23T01:30:00.000Z");
    // 23:30 India on 31 Dec: midnight falls on the next day, the next year.
    expect(callbackDueAt("2026-12-31T18:00:00Z", "00:00:00")).toBe("2026-12-31T18:30:00.000Z");
  });

  it("is null without a callback or with a time it cannot read", () => {
    expect(callbackDueAt("2026-11-23T04:30:00Z", null)).toBeNull();
    expect(callbackDueAt("2026-11-23T04:30:00Z", "4 PM")).toBeNull();
    expect(callbackDueAt("not a date", "16:00:00")).toBeNull();
  });
});

describe("enquiry transitions", () => {
  it("allows new → contacted/closed and contacted → closed only", () => {
    const allowed = ENQUIRY_STATUSES.flatMap((from) =>
      ENQUIRY_STATUSES.filter((to) => canMoveEnquiry(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(["new→contacted", "new→closed", "contacted→closed"]);
  });

  it("explains a refusal", () => {
    expect(enquiryRefusedMessage("closed", "contacted")).toBe(
      "This enquiry is closed, so it cannot be marked contacted.",
    );
    expect(enquiryRefusedMessage("contacted", "contacted")).toBe("This enquiry is already contacted.");
  });

  it("needs a note to close", () => {
    expect(updateEnquiryRequestSchema.safeParse({ enquiry_id: 1, status: "closed" }).success).toBe(false);
    expect(updateEnquiryRequestSchema.safeParse({ enquiry_id: 1, status: "closed", note: " " }).success).toBe(
      false,
    );
    expect(updateEnquiryRequestSchema.safeParse({ enquiry_id: 1, status: "contacted" }).success).toBe(true);
  });
});
