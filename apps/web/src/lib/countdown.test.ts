import { OTP_RESEND_COUNTDOWN_SECONDS } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { formatCountdown, resendCountdownSeconds, secondsLeft } from "./countdown.ts";

describe("resendCountdownSeconds", () => {
  it("is the server's minutes times 60", () => {
    expect(resendCountdownSeconds(2)).toBe(120);
    expect(resendCountdownSeconds(0.5)).toBe(30);
    expect(resendCountdownSeconds(5)).toBe(300);
  });

  it("falls back to 120 s without a usable value", () => {
    for (const value of [undefined, null, 0, -1, Number.NaN]) {
      expect(resendCountdownSeconds(value)).toBe(OTP_RESEND_COUNTDOWN_SECONDS);
    }
    expect(OTP_RESEND_COUNTDOWN_SECONDS).toBe(120);
  });
});

describe("secondsLeft", () => {
  it("rounds part-seconds up and stops at zero", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 100)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
});

describe("formatCountdown", () => {
  it("shows minutes and seconds", () => {
    expect(formatCountdown(120)).toBe("02:00");
    expect(formatCountdown(65)).toBe("01:05");
    expect(formatCountdown(9)).toBe("00:09");
    expect(formatCountdown(0)).toBe("00:00");
  });
});
