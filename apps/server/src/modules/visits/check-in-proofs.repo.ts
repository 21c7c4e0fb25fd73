import {
  CHECKIN_DISTANCE_FLAG_M,
  type CheckInProof,
  CLOCK_GAP_FLAG_MINUTES,
  clockGapMinutes,
} from "@eldercare/contracts";
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { visitChecks } from "../../db/schema/index.ts";

/*
 * How each check-in was made, for the console (issue 46, decision 0091): the phone's time of the tap and
 * its gap from the server's receipt (flagged over CLOCK_GAP_FLAG_MINUTES), and where: the distance from the
 * loved one's PIN code's point (flagged beyond CHECKIN_DISTANCE_FLAG_M) or that no location was shared,
 * and whether it carried the loved one's check-in code (the QR code at the door, decision 0093).
 */

/** The check-in proof of each of these visits checked in to, by booking. */
export async function checkInProofsOf(
  db: Db,
  bookingIds: readonly number[],
): Promise<Map<number, CheckInProof>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: visitChecks.bookingId,
      checkedInAt: visitChecks.checkedInAt,
      phoneAt: visitChecks.checkInPhoneAt,
      location: visitChecks.checkInLocation,
      distanceM: visitChecks.checkInDistanceM,
      qr: visitChecks.checkInQr,
    })
    .from(visitChecks)
    .where(and(inArray(visitChecks.bookingId, [...bookingIds]), isNotNull(visitChecks.checkedInAt)));
  return new Map(
    rows.flatMap((r) => {
      if (!r.checkedInAt) return [];
      const gap = r.phoneAt ? clockGapMinutes(r.checkedInAt, r.phoneAt) : null;
      const proof: CheckInProof = {
        phone_at: r.phoneAt?.toISOString() ?? null,
        gap_minutes: gap,
        gap_flagged: gap !== null && Math.abs(gap) > CLOCK_GAP_FLAG_MINUTES,
        distance_m: r.distanceM,
        location_shared: r.location !== null,
        distance_flagged: r.distanceM !== null && r.distanceM > CHECKIN_DISTANCE_FLAG_M,
        qr_verified: r.qr,
      };
      return [[r.bookingId, proof] as const];
    }),
  );
}
