import { VALIDATION_MESSAGES as M } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import {
  EMPTY_ENQUIRY,
  type EnquiryFormValues,
  enquiryProblems,
  MESSAGE_TOO_LONG,
  toEnquiryRequest,
} from "./enquiry-request.ts";

const filled: EnquiryFormValues = {
  ...EMPTY_ENQUIRY,
  user_name: "Meena Ghosh",
  phone: "9830012345",
  email: " meena@example.com ",
  country_id: 1,
  city_id: 4,
  user_message: " Please call about my mother. ",
};
const proofs = { phone: "p-token", email: "e-token" };

describe("enquiry form rules (spec §5)", () => {
  it("names every missing field with the spec's words", () => {
    expect(enquiryProblems(EMPTY_ENQUIRY)).toEqual({
      user_name: M.enquiryNameRequired,
      phone: M.phoneRequired,
      email: M.emailRequired,
      country_id: M.countryRequired,
      city_id: M.cityRequired,
      user_message: M.messageRequired,
    });
  });

  it("uses the phone, email and name rules, and the message limit", () => {
    expect(
      enquiryProblems({ ...filled, phone: "98300", email: "meena@", user_name: "Meena  Ghosh" }),
    ).toEqual({
      phone: M.phoneInvalid,
      email: M.emailInvalid,
      user_name: M.nameConsecutiveSpaces,
    });
    expect(enquiryProblems({ ...filled, user_message: "x".repeat(1001) })).toEqual({
      user_message: MESSAGE_TOO_LONG,
    });
    expect(enquiryProblems(filled)).toEqual({});
  });
});

describe("toEnquiryRequest", () => {
  it("sends no preferred_time without a callback", () => {
    const body = toEnquiryRequest(filled, proofs);
    expect(body).toEqual({
      user_name: "Meena Ghosh",
      country_code: "+91",
      phone: "9830012345",
      email: "meena@example.com",
      user_message: "Please call about my mother.",
      city_id: 4,
      country_id: 1,
      is_callback: false,
      phone_verification_token: "p-token",
      email_verification_token: "e-token",
    });
  });

  it.each([
    [9, "AM", "09:00:00"],
    [12, "AM", "00:00:00"],
    [12, "PM", "12:00:00"],
    [1, "PM", "13:00:00"],
    [11, "PM", "23:00:00"],
  ] as const)("sends a callback at %i %s as %s", (hour, meridiem, expected) => {
    const body = toEnquiryRequest(
      { ...filled, is_callback: true, callback_hour: hour, callback_meridiem: meridiem },
      proofs,
    );
    expect(body.preferred_time).toBe(expected);
  });

  it("leaves out proofs a member's session stands in for", () => {
    const body = toEnquiryRequest(filled, { phone: null, email: "e-token" });
    expect(body).not.toHaveProperty("phone_verification_token");
    expect(body.email_verification_token).toBe("e-token");
  });
});
