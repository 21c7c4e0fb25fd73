import { describe, expect, it } from "vitest";
import {
  BOOKING_LIST_PAGE_SIZE,
  DEFAULT_PLAN,
  DEFAULT_PREFERRED_TIME,
  MULTI_SELECT_DEFAULT_MAX,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  OTP_RESEND_COUNTDOWN_SECONDS,
  PAYMENT_TYPE,
  PHONE_DIGITS,
  RELATIONSHIP_MAX,
  RELATIONSHIPS,
  REQUEST_TIMEOUT_MS,
  REQUEST_TYPE,
  TIMINGS,
  TOAST_POSITION,
  TOAST_VISIBLE_MAX,
  USER_TYPE,
} from "./constants.ts";

describe("spec §9 constants", () => {
  it.each([
    ["OTP_LENGTH", OTP_LENGTH, 6],
    ["OTP_RESEND_COUNTDOWN_SECONDS", OTP_RESEND_COUNTDOWN_SECONDS, 120],
    ["PHONE_DIGITS", PHONE_DIGITS, 10],
    ["NAME_MIN_LENGTH", NAME_MIN_LENGTH, 2],
    ["NAME_MAX_LENGTH", NAME_MAX_LENGTH, 50],
    ["RELATIONSHIP_MAX", RELATIONSHIP_MAX, 2],
    ["MULTI_SELECT_DEFAULT_MAX", MULTI_SELECT_DEFAULT_MAX, 2],
    ["BOOKING_LIST_PAGE_SIZE", BOOKING_LIST_PAGE_SIZE, 10],
    ["TOAST_VISIBLE_MAX", TOAST_VISIBLE_MAX, 3],
    ["REQUEST_TIMEOUT_MS", REQUEST_TIMEOUT_MS, 0],
  ])("%s is %j", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("has the UI timings in milliseconds", () => {
    expect(TIMINGS).toEqual({
      warningMs: 3000,
      paymentSuccessDelayMs: 3000,
      thankYouMs: 3000,
      planModalDelayMs: 500,
      retryDelayWithTokenMs: 500,
      retryDelayMs: 1000,
      highlightGlowMs: 2000,
      errorToastMs: 5000,
      toastDefaultMs: 4000,
    });
    expect(TOAST_POSITION).toBe("top-center");
  });

  it("has the wire codes", () => {
    expect(PAYMENT_TYPE).toEqual({ annual: 1, quarterly: 2 });
    // The spec's two, and the care team's companion (issue 26).
    expect(USER_TYPE).toEqual({ user: 1, admin: 2, companion: 3 });
    expect(REQUEST_TYPE).toEqual({ subscription: 1 });
  });

  it("has the defaults", () => {
    expect(DEFAULT_PLAN).toEqual({ tier: "bronze", beneficiaries: "Single", frequency: "Annual" });
    expect(DEFAULT_PREFERRED_TIME).toEqual({ hour: 9, meridiem: "AM" });
    expect(RELATIONSHIPS).toEqual(["Self", "Spouse", "Father", "Mother", "Other"]);
  });
});
