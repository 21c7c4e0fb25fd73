import { ADMIN_ENQUIRY_TEXT } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { callbackText, enquiryActions } from "./enquiry-rows.ts";

describe("callbackText", () => {
  it("shows the callback in India time", () => {
    expect(callbackText("2026-11-23T10:30:00.000Z")).toBe("Call back 23 Nov, 4:00 PM IST");
    expect(callbackText("2026-11-23T18:30:00.000Z")).toBe("Call back 24 Nov, 12:00 AM IST");
  });

  it("says when no callback was asked for", () => {
    expect(callbackText(null)).toBe(ADMIN_ENQUIRY_TEXT.noCallback);
    expect(callbackText("soon")).toBe(ADMIN_ENQUIRY_TEXT.noCallback);
  });
});

describe("enquiryActions", () => {
  it("offers only the moves the status allows", () => {
    expect(enquiryActions({ status: "new" })).toEqual(["contacted", "closed"]);
    expect(enquiryActions({ status: "contacted" })).toEqual(["closed"]);
    expect(enquiryActions({ status: "closed" })).toEqual([]);
  });
});
