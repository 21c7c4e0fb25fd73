import type { VisitLocation } from "@eldercare/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, pinLocations } from "../../db/schema/index.ts";
import { greatCircleKm } from "../../lib/travel.ts";

/*
 * How far from the loved one's address a check-in was made (issue 46, decision 0091): the straight line to
 * the point of the visit's PIN code (pin_locations, decision 0088, readable by all; the booking's PIN code
 * under the visits module's read grant on bookings). Recorded and flagged, never a reason to refuse.
 */

/** Metres from the visit's PIN code's point to `location`; null when none was shared or the PIN has no point. */
export async function distanceFromPinM(
  db: Db,
  bookingId: number,
  location: VisitLocation | null,
): Promise<number | null> {
  if (!location) return null;
  const [pin] = await db
    .select({ lat: pinLocations.latitude, lng: pinLocations.longitude })
    .from(bookings)
    .innerJoin(pinLocations, eq(pinLocations.pincode, bookings.pincode))
    .where(eq(bookings.id, bookingId));
  if (!pin) return null;
  return Math.round(greatCircleKm(pin, { lat: location.latitude, lng: location.longitude }) * 1000);
}
