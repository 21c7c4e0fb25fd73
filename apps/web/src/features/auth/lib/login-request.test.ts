import { OTP_MESSAGES, USER_TYPE, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import {
  contactOf,
  describeContact,
  type LoginFormValues,
  loginDestination,
  loginErrorMessage,
  loginFormSchema,
  sendErrorMessage,
  toGenerateOtpRequest,
  toLoginRequest,
} from "./login-request.ts";

function issues(values: LoginFormValues) {
  const result = loginFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
}

describe("login form rules (spec §5)", () => {
  it("checks only the chosen field", () => {
    expect(issues({ email_phn_flag: "P", country_code: "+91", phone: "", email: "" })).toEqual([
      ["phone", VALIDATION_MESSAGES.phoneRequired],
    ]);
    expect(issues({ email_phn_flag: "P", country_code: "+91", phone: "98300", email: "" })).toEqual([
      ["phone", VALIDATION_MESSAGES.phoneInvalid],
    ]);
    expect(issues({ email_phn_flag: "P", country_code: "+91", phone: "9830012345", email: "bad" })).toEqual(
      [],
    );
    expect(issues({ email_phn_flag: "E", country_code: "+91", phone: "", email: "" })).toEqual([
      ["email", VALIDATION_MESSAGES.emailRequired],
    ]);
    expect(issues({ email_phn_flag: "E", country_code: "+91", phone: "", email: "a@b" })).toEqual([
      ["email", VALIDATION_MESSAGES.emailInvalid],
    ]);
    expect(issues({ email_phn_flag: "E", country_code: "+91", phone: "", email: "a@b.in" })).toEqual([]);
  });
});

describe("requests", () => {
  it("builds generate-otp and login payloads for the chosen contact", () => {
    const phone = contactOf({ email_phn_flag: "P", country_code: "+91", phone: "9830012345", email: "" });
    expect(toGenerateOtpRequest(phone, USER_TYPE.user)).toEqual({
      email_phn_flag: "P",
      phone: "9830012345",
      country_code: "+91",
      login_flag: true,
      user_type: 1,
    });
    const email = contactOf({ email_phn_flag: "E", country_code: "+91", phone: "", email: " a@b.in " });
    expect(toGenerateOtpRequest(email, USER_TYPE.admin)).toEqual({
      email_phn_flag: "E",
      email: "a@b.in",
      login_flag: true,
      user_type: 2,
    });
    expect(toLoginRequest(email, "123456", USER_TYPE.admin)).toEqual({
      email_phn_flag: "E",
      user_name: "a@b.in",
      country_code: "+91",
      otp: "123456",
      user_type: 2,
    });
    expect(describeContact(phone)).toBe("+91 98300 12345");
  });

  it("sends a number from abroad with its country, and checks it against that country", () => {
    const dubai = contactOf({ email_phn_flag: "P", country_code: "+971", phone: "501234567", email: "" });
    expect(toGenerateOtpRequest(dubai, USER_TYPE.user)).toMatchObject({
      phone: "501234567",
      country_code: "+971",
    });
    expect(toLoginRequest(dubai, "123456", USER_TYPE.user)).toMatchObject({
      user_name: "501234567",
      country_code: "+971",
    });
    expect(describeContact(dubai)).toBe("+971 501234567");
    const problems = loginFormSchema.safeParse({
      email_phn_flag: "P",
      country_code: "+971",
      phone: "9830012345",
      email: "",
    });
    expect(problems.error?.issues.map((i) => i.message)).toEqual(["Please enter a valid UAE mobile number"]);
  });
});

describe("messages", () => {
  it("uses the server's message, else the spec's fallback", () => {
    expect(sendErrorMessage({ messages: ["No account is registered with this phone."] })).toBe(
      "No account is registered with this phone.",
    );
    expect(sendErrorMessage(new Error("x"))).toBe(OTP_MESSAGES.requestFailed);
    expect(loginErrorMessage({ messages: [OTP_MESSAGES.invalid] })).toBe(OTP_MESSAGES.invalid);
    expect(loginErrorMessage(undefined)).toBe(OTP_MESSAGES.invalid);
  });
});

describe("loginDestination", () => {
  it("returns members to the page they asked for, never to an admin page", () => {
    expect(loginDestination("user", null)).toBe("/user/profile");
    expect(loginDestination("user", "/planandservicedetails")).toBe("/planandservicedetails");
    expect(loginDestination("user", "/admin/dashboard")).toBe("/user/profile");
  });

  it("sends administrators to the dashboard unless they asked for another admin page", () => {
    expect(loginDestination("admin", null)).toBe("/admin/dashboard");
    expect(loginDestination("admin", "/user/profile")).toBe("/admin/dashboard");
    expect(loginDestination("admin", "/admin/dashboard?x=1")).toBe("/admin/dashboard?x=1");
  });

  it("keeps companions in their app, and members out of it", () => {
    expect(loginDestination("companion", null)).toBe("/companion");
    expect(loginDestination("companion", "/user/profile")).toBe("/companion");
    expect(loginDestination("companion", "/companion/login")).toBe("/companion");
    expect(loginDestination("companion", "/companion?day=2")).toBe("/companion?day=2");
    expect(loginDestination("user", "/companion")).toBe("/user/profile");
  });
});
