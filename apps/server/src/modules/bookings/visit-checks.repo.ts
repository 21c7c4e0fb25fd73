import type { VisitLocation } from "@eldercare/contracts";
import { and, eq, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/*
 * A companion's check-in and check-out of a visit (issue 26): one conditional statement each, so that
 * however many arrive at once, one records the time and the others find it recorded.
 */

/** Records the check-in of a confirmed visit the companion holds, from `earlyMinutes` before its start; null if not now. */
export function markCheckedIn(
  tx: Db,
  v: {
    bookingId: number;
    companionId: number;
    at: Date;
    location: VisitLocation | null;
    earlyMinutes: number;
  },
): Promise<Date | null> {
  return markCheck(tx, v, { checkedInAt: v.at, checkInLocation: v.location }, [
    isNull(bookings.checkedInAt),
    lte(sql`${bookings.startsAt} - make_interval(mins => ${v.earlyMinutes})`, v.at),
  ]);
}

/** Records the check-out of a visit the companion checked in to; null if not now. */
export function markCheckedOut(
  tx: Db,
  v: { bookingId: number; companionId: number; at: Date; location: VisitLocation | null },
): Promise<Date | null> {
  return markCheck(tx, v, { checkedOutAt: v.at, checkOutLocation: v.location }, [
    isNotNull(bookings.checkedInAt),
    isNull(bookings.checkedOutAt),
  ]);
}

/** One check: the companion's own confirmed visit, when `when` holds; the time recorded, or null. */
async function markCheck(
  tx: Db,
  v: { bookingId: number; companionId: number; at: Date },
  set: Partial<typeof bookings.$inferInsert>,
  when: SQL[],
): Promise<Date | null> {
  const [row] = await tx
    .update(bookings)
    .set({ ...set, updatedAt: v.at })
    .where(
      and(
        eq(bookings.id, v.bookingId),
        eq(bookings.companionId, v.companionId),
        eq(bookings.status, "confirmed"),
        ...when,
      ),
    )
    .returning({ at: bookings.updatedAt });
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
