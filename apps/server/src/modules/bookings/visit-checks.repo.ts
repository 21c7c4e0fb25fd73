import type { VisitLocation } from "@eldercare/contracts";
import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/*
 * A companion's check-in and check-out of a visit (issue 26): one conditional statement each, so that
 * however many arrive at once, one records the time and the others find it recorded.
 */

/** Records the check-in of a confirmed visit the companion holds, from `earliest` on; false if not now. */
export async function markCheckedIn(
  tx: Db,
  v: {
    bookingId: number;
    companionId: number;
    at: Date;
    location: VisitLocation | null;
    earlyMinutes: number;
  },
): Promise<Date | null> {
  const [row] = await tx
    .update(bookings)
    .set({ checkedInAt: v.at, checkInLocation: v.location, updatedAt: v.at })
    .where(
      and(
        eq(bookings.id, v.bookingId),
        eq(bookings.companionId, v.companionId),
        eq(bookings.status, "confirmed"),
        isNull(bookings.checkedInAt),
        lte(sql`${bookings.startsAt} - make_interval(mins => ${v.earlyMinutes})`, v.at),
      ),
    )
    .returning({ at: bookings.checkedInAt });
  return row?.at ?? null;
}

/** Records the check-out of a visit the companion checked in to; false if not now. */
export async function markCheckedOut(
  tx: Db,
  v: { bookingId: number; companionId: number; at: Date; location: VisitLocation | null },
): Promise<Date | null> {
  const [row] = await tx
    .update(bookings)
    .set({ checkedOutAt: v.at, checkOutLocation: v.location, updatedAt: v.at })
    .where(
      and(
        eq(bookings.id, v.bookingId),
        eq(bookings.companionId, v.companionId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.checkedInAt),
        isNull(bookings.checkedOutAt),
      ),
    )
    .returning({ at: bookings.checkedOutAt });
  return row?.at ?? null;
}

/** What a refused check says why from. */
export async function checkState(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      companionId: bookings.companionId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      checkedInAt: bookings.checkedInAt,
      checkedOutAt: bookings.checkedOutAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
