import { OTP_RESEND_COUNTDOWN_SECONDS } from "@eldercare/contracts";

/** Spec §4: the resend countdown is the server's resend_timeout (minutes) × 60, else 120 s. */
export function resendCountdownSeconds(resendTimeoutMinutes: number | null | undefined): number {
  if (
    typeof resendTimeoutMinutes === "number" &&
    Number.isFinite(resendTimeoutMinutes) &&
    resendTimeoutMinutes > 0
  ) {
    return Math.round(resendTimeoutMinutes * 60);
  }
  return OTP_RESEND_COUNTDOWN_SECONDS;
}

/** Whole seconds left until `endsAt` (ms since epoch), never negative; a part-second counts as one. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** 125 → "02:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
