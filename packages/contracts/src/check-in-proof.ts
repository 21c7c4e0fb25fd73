import { z } from "zod";

/*
 * Queued companion actions (issue 46, decision 0091): a check-in or check-out made without signal reaches
 * the server later, perhaps many times. The server keeps its own time as the record and the phone's time
 * beside it; the console flags a gap, and a check-in far from the loved one's PIN code's point.
 */

/** A gap longer than this between the phone's tap and the server's receipt is flagged on the console. */
export const CLOCK_GAP_FLAG_MINUTES = 5;
/**
 * A phone time earlier than the server's by at most this long is taken as a queue's delay: the visit's
 * arrival is then judged by the phone's time (late, on time). A longer gap, or a phone ahead of the
 * server, is a wrong clock: the server's time is used.
 */
export const QUEUE_EXPLAINS_GAP_HOURS = 24;
/**
 * A check-in farther than this from the loved one's PIN code's point is flagged (never refused). The point
 * is the middle of the PIN code's post offices (decision 0088), and a city PIN area is several km across
 * (rural ones far more), with the phone's own error on top: 5 km flags a companion clearly elsewhere
 * without flagging every visit at the edge of a large PIN area.
 */
export const CHECKIN_DISTANCE_FLAG_M = 5000;

/** How a visit's check-in was sent and where it was made, for the console (null fields: not known). */
export const checkInProofSchema = z.object({
  /** When the phone says the companion tapped Check in (null: sent at once, without a phone time). */
  phone_at: z.string().nullable(),
  /** Whole minutes between the tap (phone's time) and the server's receipt; null without a phone time. */
  gap_minutes: z.number().int().nullable(),
  /** The gap is over CLOCK_GAP_FLAG_MINUTES either way. */
  gap_flagged: z.boolean(),
  /** Metres from the loved one's PIN code's point; null when no location was shared or the PIN has no point. */
  distance_m: z.number().int().nullable(),
  location_shared: z.boolean(),
  /** Farther than CHECKIN_DISTANCE_FLAG_M. */
  distance_flagged: z.boolean(),
  /**
   * The companion sent the loved one's current check-in code (the QR code on the family's card, decision
   * 0093) with the check-in: they were at the door.
   */
  qr_verified: z.boolean(),
});
export type CheckInProof = z.infer<typeof checkInProofSchema>;

/** Whole minutes from the phone's tap to the server's receipt (negative: the phone's clock is ahead). */
export function clockGapMinutes(serverAt: Date, phoneAt: Date): number {
  return Math.round((serverAt.getTime() - phoneAt.getTime()) / 60_000);
}

/**
 * When the companion arrived, for lateness: the phone's time when it is earlier than the server's by at
 * most QUEUE_EXPLAINS_GAP_HOURS (a queued check-in), otherwise the server's.
 */
export function judgedArrival(serverAt: Date, phoneAt: Date | null): Date {
  if (!phoneAt) return serverAt;
  const gap = serverAt.getTime() - phoneAt.getTime();
  return gap > 0 && gap <= QUEUE_EXPLAINS_GAP_HOURS * 3_600_000 ? phoneAt : serverAt;
}

/** The console's words for a check-in's proof. */
export const CHECK_IN_PROOF_TEXT = {
  /** "Sent 23 min after it was tapped on the phone (phone's time 9:58 AM India time)". */
  sentLate: (minutes: number, phoneTime: string) =>
    `Sent ${minutes} min after it was tapped on the phone (phone's time ${phoneTime})`,
  phoneAhead: (minutes: number, phoneTime: string) =>
    `The phone's clock was ${minutes} min ahead of the server's (phone's time ${phoneTime})`,
  locationNotShared: "Location not shared",
  /** Shared, but the loved one's PIN code has no point to measure from. */
  locationUnplaced: "Location shared; the PIN code has no point to compare with",
  distance: (km: string) => `${km} km from the loved one's PIN code`,
  far: (km: string) => `Checked in ${km} km from the loved one's PIN code`,
  /** Checked in with the loved one's current check-in code (decision 0093). */
  qrAtDoor: "QR code at the door",
  /** Neither a location nor a QR code (flagged, never refused). */
  unverified: "Not verified: no location and no QR code",
} as const;

/** "0.4", "12" (km, one decimal below 10). */
export function kmWords(metres: number): string {
  const km = metres / 1000;
  return km < 10 ? km.toFixed(1) : String(Math.round(km));
}
