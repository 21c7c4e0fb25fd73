import { describe, expect, it } from "vitest";
import {
  createEnquiryRequestSchema,
  ENQUIRY_MESSAGE_MAX,
  enquiryReference,
  parseEnquiryReference,
} from "./enquiries.ts";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import { issuesOf, parsed, without } from "./test-helpers.ts";

const ENQUIRY = {
  user_name: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  user_message: "Please call me about the gold plan.",
  city_id: 3,
  country_id: 1,
  phone_verification_token: "phone-proof",
  email_verification_token: "email-proof",
};
const ONLY_FOR_CALLBACK = "Preferred time is only for callback requests";

describe("createEnquiryRequestSchema", () => {
  it("accepts an enquiry without a callback and defaults is_callback to false", () => {
    expect(parsed(createEnquiryRequestSchema, ENQUIRY)).toEqual({
      ...ENQUIRY,
      country_code: "+91",
      is_callback: false,
    });
  });

  it("takes a +91, +1 or +44 phone, each checked against its country", () => {
    for (const [country_code, phone] of [
      ["+91", "9876543210"],
      ["+1", "2025550143"],
      ["+44", "7400123456"],
    ]) {
      expect(issuesOf(createEnquiryRequestSchema, { ...ENQUIRY, country_code, phone })).toEqual([]);
    }
    expect(issuesOf(createEnquiryRequestSchema, { ...ENQUIRY, country_code: "+44" })).toEqual([
      { path: "phone", message: "Please enter a valid UK mobile number" },
    ]);
    expect(issuesOf(createEnquiryRequestSchema, { ...ENQUIRY, country_code: "+61" })).toEqual([
      { path: "country_code", message: "country_code must be one of +91, +1, +44" },
    ]);
  });

  it("leaves the proofs to the server (a logged-in member's own phone and email need none), but not empty ones", () => {
    expect(
      issuesOf(
        createEnquiryRequestSchema,
        without(without(ENQUIRY, "phone_verification_token"), "email_verification_token"),
      ),
    ).toEqual([]);
  });

  it.each(["21:00:00", "09:00:00", "00:00:00"])("accepts a callback at %j", (preferred_time) => {
    expect(issuesOf(createEnquiryRequestSchema, { ...ENQUIRY, is_callback: true, preferred_time })).toEqual(
      [],
    );
  });

  it.each([
    [{ is_callback: true }, M.preferredTimeInvalid],
    [{ is_callback: true, preferred_time: null }, M.preferredTimeInvalid],
    [{ is_callback: true, preferred_time: "" }, M.preferredTimeInvalid],
    [{ is_callback: true, preferred_time: "9:00:00" }, M.preferredTimeInvalid],
    [{ is_callback: true, preferred_time: "21:30:00" }, M.preferredTimeInvalid],
    [{ preferred_time: "09:00:00" }, ONLY_FOR_CALLBACK],
    [{ is_callback: false, preferred_time: "21:00:00" }, ONLY_FOR_CALLBACK],
  ])("rejects %j", (change, message) => {
    expect(issuesOf(createEnquiryRequestSchema, { ...ENQUIRY, ...change })).toEqual([
      { path: "preferred_time", message },
    ]);
  });

  it.each([
    [{ user_name: "" }, "user_name", M.enquiryNameRequired],
    [{ user_name: undefined }, "user_name", M.enquiryNameRequired],
    [{ user_name: "Asha  Rao" }, "user_name", M.nameConsecutiveSpaces],
    [{ user_name: "Asha1" }, "user_name", M.nameLettersOnly],
    [{ phone: "" }, "phone", M.phoneRequired],
    [{ phone: "+919876543210" }, "phone", M.phoneInvalid],
    [{ email: "" }, "email", M.emailRequired],
    [{ email: "asha@" }, "email", M.emailInvalid],
    [{ user_message: "" }, "user_message", M.messageRequired],
    [{ user_message: "   " }, "user_message", M.messageRequired],
    [{ user_message: undefined }, "user_message", M.messageRequired],
    [{ city_id: undefined }, "city_id", M.cityRequired],
    [{ city_id: 0 }, "city_id", M.cityRequired],
    [{ country_id: undefined }, "country_id", M.countryRequired],
    [{ country_id: -1 }, "country_id", M.countryRequired],
    [{ phone_verification_token: "" }, "phone_verification_token", M.phoneOtpInvalid],
    [{ email_verification_token: "" }, "email_verification_token", M.emailOtpInvalid],
  ])("rejects %j", (change, path, message) => {
    expect(issuesOf(createEnquiryRequestSchema, { ...ENQUIRY, ...change })).toEqual([{ path, message }]);
  });

  it("accepts a message of 1000 characters and rejects 1001", () => {
    expect(ENQUIRY_MESSAGE_MAX).toBe(1000);
    expect(issuesOf(createEnquiryRequestSchema, { ...ENQUIRY, user_message: "x".repeat(1000) })).toEqual([]);
    expect(issuesOf(createEnquiryRequestSchema, { ...ENQUIRY, user_message: "x".repeat(1001) })).toEqual([
      { path: "user_message", message: "Message cannot exceed 1000 characters" },
    ]);
  });

  it("rejects unknown fields", () => {
    expect(createEnquiryRequestSchema.safeParse({ ...ENQUIRY, status: "closed" }).success).toBe(false);
    expect(createEnquiryRequestSchema.safeParse(without(ENQUIRY, "city_id")).success).toBe(false);
  });
});

describe("enquiryReference", () => {
  it("names an enquiry the way the family and the team quote it", () => {
    expect(enquiryReference(42)).toBe("ENQ-42");
  });

  it("reads a reference back however the family says it, and nothing else", () => {
    for (const text of ["ENQ-42", "enq-42", " ENQ 42 ", "ENQ42"])
      expect(parseEnquiryReference(text)).toBe(42);
    for (const text of ["42", "ENQ-", "ENQ-4x", "REF-42", "ENQ-1234567890"]) {
      expect(parseEnquiryReference(text)).toBeNull();
    }
  });
});
