import { z } from "zod";
import { positiveIdSchema } from "./validation/fields.ts";

/*
 * At the visit (issue 26): the companion checks in and out from their app. The time is the server's; a
 * location is kept only when the companion's browser gives it and they chose to share it.
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
} as const;

/** "You can check in from 8:30 AM, an hour before the visit starts." */
export const tooEarlyToCheckIn = (from: string) =>
  `You can check in from ${from}, an hour before the visit starts.`;

/** Where the companion was, as their browser reported it (WGS 84 degrees, accuracy in metres). */
export const visitLocationSchema = z.strictObject({
  latitude: z.number({ error: VISIT_CHECK_MESSAGES.locationInvalid }).min(-90).max(90),
  longitude: z.number({ error: VISIT_CHECK_MESSAGES.locationInvalid }).min(-180).max(180),
  accuracy_m: z.number({ error: VISIT_CHECK_MESSAGES.locationInvalid }).min(0).max(100_000),
});
export type VisitLocation = z.infer<typeof visitLocationSchema>;

/** companion/checkin/ and companion/checkout/: the visit, and the location only if shared. */
export const visitCheckRequestSchema = z.strictObject({
  booking_id: positiveIdSchema("booking_id is required"),
  location: visitLocationSchema.nullable().optional(),
});
export type VisitCheckRequest = z.input<typeof visitCheckRequestSchema>;
export const visitCheckResponseSchema = z.object({
  booking_id: z.number().int(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  Message: z.string(),
});

/**
 * After a check-in the Check out button takes the same place; it accepts no tap for this long, so a
 * double tap on Check in cannot check the companion out (issue 41).
 */
export const CHECK_OUT_PAUSE_MS = 3000;

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
  /** Said at once when the phone has no connection: nothing was sent, the time is the server's. */
  noSignalIn: "Could not check in: no signal. Try again when you have signal.",
  noSignalOut: "Could not check out: no signal. Try again when you have signal.",
  checkOutSoon: "You are checked in. Check out is ready in a moment.",
} as const;
