/*
 * Checking in and out: the words, timings and limits, apart from the schemas: the companion's app shows
 * them before the schemas load (docs/decisions/0064, 0096).
 */

/** A companion may check in from this long before the visit starts. */
export const VISIT_CHECKIN_EARLY_MINUTES = 60;

export const VISIT_CHECK_MESSAGES = {
  checkedIn: "Checked in. The family has been told you have arrived.",
  checkedOut: "Checked out. Please file the visit report now.",
  notYours: "This visit is not assigned to you.",
  notConfirmed: "Only a confirmed visit can be checked into or out of.",
  alreadyIn: "You have already checked in to this visit.",
  notIn: "Please check in before checking out.",
  alreadyOut: "You have already checked out of this visit.",
  locationInvalid: "The location is not a valid position.",
  keyInvalid: "The action's key is not valid.",
  phoneTimeInvalid: "The phone's time must be a date and time with its offset.",
} as const;

/** "You can check in from 8:30 AM, an hour before the visit starts." */
export const tooEarlyToCheckIn = (from: string) =>
  `You can check in from ${from}, an hour before the visit starts.`;

/**
 * After a check-in the Check out button takes the same place; it accepts no tap for this long, so a
 * double tap on Check in cannot check the companion out (issue 41).
 */
export const CHECK_OUT_PAUSE_MS = 3000;

/**
 * The companion's calls are given up as "no signal" when no answer has come in this long (issue 42): a
 * phone that says it is online but has no working connection would otherwise leave "Sending…" on screen
 * for minutes. Going offline while a call is on its way gives it up at once.
 */
export const NO_SIGNAL_AFTER_MS = 8000;

/**
 * A photo takes longer to send than a check: the same wait, and one more second for every this many
 * bytes (about 0.8 Mbit/s, a weak mobile upload; a 2 MB photo is given up after 28 s, 5 MB after 58 s).
 */
export const NO_SIGNAL_PHOTO_BYTES_PER_S = 100_000;

/** How long to wait for an answer to a photo of this size before saying there is no signal. */
export const photoNoSignalAfterMs = (bytes: number) =>
  NO_SIGNAL_AFTER_MS + Math.ceil(bytes / NO_SIGNAL_PHOTO_BYTES_PER_S) * 1000;

/** The companion app's words for checking in and out. */
export const VISIT_CHECK_TEXT = {
  checkIn: "Check in",
  checkOut: "Check out",
  checkingIn: "Checking in…",
  checkingOut: "Checking out…",
  shareLocation: "Share my location with this check",
  shareLocationHint: "Only if you tick this: your phone's position is kept with the time, for the team.",
  locationUnavailable: "Your location could not be read, so the check was made without it.",
  checkedInAt: (time: string) => `Checked in at ${time}`,
  checkedOutAt: (time: string) => `Checked out at ${time}`,
  checkInFrom: (time: string) => `You can check in from ${time}.`,
  checkOutSoon: "You are checked in. Check out is ready in a moment.",
  /** Checking out before the visit's planned length has passed asks first (issue 42). */
  checkOutEarly: (since: string, planned: string) =>
    `You checked in ${since}, and this visit is planned for ${planned}. End the visit now?`,
  endVisitNow: "Yes, check out now",
  keepVisit: "No, stay checked in",
  /** Said beside "Share my location" at once when the browser will not give this page the position. */
  locationBlocked:
    "Your phone is not sharing location with this page. Allow it in the browser's settings, or untick the box.",
} as const;

/** "2 hours", "1 hour 30 minutes", "45 minutes", "1 minute". */
export function durationWords(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (hours === 0) return part(rest, "minute");
  return rest === 0 ? part(hours, "hour") : `${part(hours, "hour")} ${part(rest, "minute")}`;
}

/** How long ago a check-in was, for the check-out question: "less than a minute ago", "25 minutes ago". */
export const checkedInAgo = (minutes: number) =>
  minutes < 1 ? "less than a minute ago" : `${durationWords(minutes)} ago`;
