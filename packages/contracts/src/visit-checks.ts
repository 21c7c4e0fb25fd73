import { z } from "zod";
import { checkInCodeFieldSchema } from "./check-in-code.ts";
import { positiveIdSchema } from "./validation/fields.ts";
import { VISIT_CHECK_MESSAGES } from "./visit-check-words.ts";

/*
 * At the visit (issue 26): the companion checks in and out from their app. The time is the server's; a
 * location is kept only when the companion's browser gives it and they chose to share it.
 */

/** Where the companion was, as their browser reported it (WGS 84 degrees, accuracy in metres). */
export const visitLocationSchema = z.strictObject({
  latitude: z.number({ error: VISIT_CHECK_MESSAGES.locationInvalid }).min(-90).max(90),
  longitude: z.number({ error: VISIT_CHECK_MESSAGES.locationInvalid }).min(-180).max(180),
  accuracy_m: z.number({ error: VISIT_CHECK_MESSAGES.locationInvalid }).min(0).max(100_000),
});
export type VisitLocation = z.infer<typeof visitLocationSchema>;

/**
 * companion/checkin/ and companion/checkout/: the visit, and the location only if shared. A queued action
 * (issue 46, decision 0091) carries its key, so a replay answers the first answer and writes nothing, and
 * when it was tapped by the phone's clock (kept beside the server's time, which stays the record).
 */
export const visitCheckRequestSchema = z.strictObject({
  booking_id: positiveIdSchema("booking_id is required"),
  location: visitLocationSchema.nullable().optional(),
  idempotency_key: z.uuid({ error: VISIT_CHECK_MESSAGES.keyInvalid }).optional(),
  phone_time: z.iso.datetime({ offset: true, error: VISIT_CHECK_MESSAGES.phoneTimeInvalid }).optional(),
  /**
   * Check-in only: the loved one's check-in code, scanned from the QR code on the family's card or typed
   * (decision 0093). Right: the check-in is recorded as made at the door; wrong or old: refused (422).
   */
  qr_code: checkInCodeFieldSchema.optional(),
});
export type VisitCheckRequest = z.input<typeof visitCheckRequestSchema>;
export const visitCheckResponseSchema = z.object({
  booking_id: z.number().int(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  Message: z.string(),
});
