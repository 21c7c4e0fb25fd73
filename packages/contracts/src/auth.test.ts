import { describe, expect, it } from "vitest";
import { generateOtpRequestSchema, loginRequestSchema, validateOtpRequestSchema } from "./auth.ts";
import { USER_TYPE } from "./constants.ts";
import { VALIDATION_MESSAGES as M, OTP_MESSAGES } from "./messages.ts";
import { issuesOf, parsed, without } from "./test-helpers.ts";

const FLAG_MESSAGE = "email_phn_flag must be P (phone) or E (email)";
const USER_TYPE_MESSAGE = "user_type must be 1 (user), 2 (admin) or 3 (companion)";
const BOTH_FLAGS_MESSAGE = "Choose either register_flag or login_flag";
const BY_PHONE = { email_phn_flag: "P", phone: "9876543210" };
const BY_EMAIL = { email_phn_flag: "E", email: "ravi@example.com" };

describe("generateOtpRequestSchema", () => {
  it.each([BY_PHONE, BY_EMAIL])("accepts %j and defaults user_type to 1 and country_code to +91", (input) => {
    expect(parsed(generateOtpRequestSchema, input)).toEqual({
      ...input,
      country_code: "+91",
      user_type: USER_TYPE.user,
    });
  });

  it("registers and logs in mobiles from abroad, each checked against its own country", () => {
    const abroad = [
      ["+44", "7400123456"],
      ["+1", "2025550143"],
      ["+971", "501234567"],
      ["+966", "512345678"],
      ["+974", "33123456"],
      ["+965", "50012345"],
      ["+968", "92123456"],
      ["+973", "36001234"],
      ["+65", "81234567"],
      ["+61", "412345678"],
    ];
    for (const [country_code, phone] of abroad) {
      for (const flag of [{ register_flag: true }, { login_flag: true }, {}]) {
        expect(
          issuesOf(generateOtpRequestSchema, { email_phn_flag: "P", phone, country_code, ...flag }),
        ).toEqual([]);
      }
    }
    // A Dubai landline cannot take a code; nine digits are not an Indian mobile.
    expect(
      issuesOf(generateOtpRequestSchema, { ...BY_PHONE, phone: "42345678", country_code: "+971" }),
    ).toEqual([{ path: "phone", message: "Please enter a valid UAE mobile number" }]);
    expect(issuesOf(generateOtpRequestSchema, { ...BY_PHONE, phone: "501234567" })).toEqual([
      { path: "phone", message: M.phoneInvalid },
    ]);
    expect(issuesOf(generateOtpRequestSchema, { ...BY_PHONE, country_code: "+49" })).toEqual([
      {
        path: "country_code",
        message: "country_code must be one of +91, +1, +44, +971, +966, +974, +965, +968, +973, +65, +61",
      },
    ]);
  });

  it.each([
    { ...BY_PHONE, register_flag: 1 },
    { ...BY_PHONE, login_flag: true },
    { ...BY_PHONE, register_flag: true, login_flag: 0 },
    { ...BY_EMAIL, register_flag: false, login_flag: false },
    { ...BY_PHONE, user_type: USER_TYPE.admin, login_flag: 1 },
    { ...BY_PHONE, email: "not an email" }, // only the identifier matching the flag is checked
  ])("accepts %j", (input) => {
    expect(issuesOf(generateOtpRequestSchema, input)).toEqual([]);
  });

  it.each([
    [{ email_phn_flag: "P" }, "phone", M.phoneRequired],
    [{ email_phn_flag: "P", phone: "" }, "phone", M.phoneRequired],
    [{ email_phn_flag: "P", email: "ravi@example.com" }, "phone", M.phoneRequired],
    [{ email_phn_flag: "P", phone: "987654321" }, "phone", M.phoneInvalid],
    [{ email_phn_flag: "P", phone: "98765 43210" }, "phone", M.phoneInvalid],
    [{ email_phn_flag: "E" }, "email", M.emailRequired],
    [{ email_phn_flag: "E", phone: "9876543210" }, "email", M.emailRequired],
    [{ email_phn_flag: "E", email: "ravi@example" }, "email", M.emailInvalid],
    [{ ...BY_PHONE, register_flag: 1, login_flag: 1 }, "login_flag", BOTH_FLAGS_MESSAGE],
    [{ ...BY_EMAIL, register_flag: true, login_flag: true }, "login_flag", BOTH_FLAGS_MESSAGE],
    [{ ...BY_PHONE, register_flag: true, login_flag: 1 }, "login_flag", BOTH_FLAGS_MESSAGE],
    [{ ...BY_PHONE, user_type: 4 }, "user_type", USER_TYPE_MESSAGE],
    [{ ...BY_PHONE, user_type: 3 }, "user_type", OTP_MESSAGES.companionLoginOnly],
    [{ ...BY_PHONE, register_flag: true, user_type: 3 }, "user_type", OTP_MESSAGES.companionLoginOnly],
    [{ ...BY_EMAIL, login_flag: true, user_type: 3 }, "email_phn_flag", OTP_MESSAGES.companionPhoneOnly],
    [{ ...BY_PHONE, user_type: 0 }, "user_type", USER_TYPE_MESSAGE],
    [{ ...BY_PHONE, user_type: "1" }, "user_type", USER_TYPE_MESSAGE],
    [{ ...BY_PHONE, email_phn_flag: "X" }, "email_phn_flag", FLAG_MESSAGE],
    [{ ...BY_PHONE, email_phn_flag: "p" }, "email_phn_flag", FLAG_MESSAGE],
    [without(BY_PHONE, "email_phn_flag"), "email_phn_flag", FLAG_MESSAGE],
  ])("rejects %j", (input, path, message) => {
    expect(issuesOf(generateOtpRequestSchema, input)).toEqual([{ path, message }]);
  });

  it("accepts a companion's login code to their phone", () => {
    expect(issuesOf(generateOtpRequestSchema, { ...BY_PHONE, login_flag: true, user_type: 3 })).toEqual([]);
  });

  it.each([{ register_flag: 2 }, { login_flag: "yes" }, { role: "admin" }])("rejects %j", (change) => {
    expect(generateOtpRequestSchema.safeParse({ ...BY_PHONE, ...change }).success).toBe(false);
  });
});

describe.each([
  ["validateOtpRequestSchema", validateOtpRequestSchema, { country_code: "+91" }],
  ["loginRequestSchema", loginRequestSchema, { country_code: "+91" }],
])("%s", (_name, schema, defaults) => {
  const VALID = { email_phn_flag: "P", user_name: "9876543210", otp: "123456" };

  it.each([VALID, { email_phn_flag: "E", user_name: "ravi@example.com", otp: "000000" }])(
    "accepts %j and defaults user_type to 1",
    (input) => {
      expect(parsed(schema, input)).toEqual({ ...input, ...defaults, user_type: USER_TYPE.user });
    },
  );

  it("accepts an admin", () => {
    expect(issuesOf(schema, { ...VALID, user_type: USER_TYPE.admin })).toEqual([]);
  });

  it.each([
    [{ otp: "12345" }, "otp", M.otpInvalidFormat],
    [{ otp: "1234567" }, "otp", M.otpInvalidFormat],
    [{ otp: "12a456" }, "otp", M.otpInvalidFormat],
    [{ otp: 123456 }, "otp", M.otpInvalidFormat],
    [{ otp: undefined }, "otp", M.otpInvalidFormat],
    [{ user_name: undefined }, "user_name", "user_name (the phone or email) is required"],
    [{ user_name: "ravi@example.com" }, "user_name", M.phoneInvalid],
    [{ user_name: "" }, "user_name", M.phoneRequired],
    [{ email_phn_flag: "E" }, "user_name", M.emailInvalid],
    [{ email_phn_flag: "E", user_name: "" }, "user_name", M.emailRequired],
    [{ user_type: 4 }, "user_type", USER_TYPE_MESSAGE],
  ])("rejects %j", (change, path, message) => {
    expect(issuesOf(schema, { ...VALID, ...change })).toEqual([{ path, message }]);
  });

  it("rejects unknown fields", () => {
    expect(schema.safeParse({ ...VALID, register_flag: 1 }).success).toBe(false);
  });
});
