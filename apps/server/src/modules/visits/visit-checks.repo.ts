import type { VisitLocation } from "@eldercare/contracts";
import { type AnyColumn, and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { visitChecks } from "../../db/schema/index.ts";

/*
 * A visit's own state (issue 26, decisions 0046 and 0084): the companion's check-in and check-out and the
 * team's late alert, on visit_checks (one row per visit, written by the first of them). Each write that
 * must happen once is one conditional statement, so however many arrive at once, one records it and the
 * others find it recorded. The booking's own conditions (whose visit, confirmed, started) are the bookings
 * module's: the callers hold the booking's row first. The conditions at the end are written into the
 * bookings module's queries by booking id, so its lists and its `miss` read a visit's state from here.
 */

/** A visit's check-in and check-out (null until made). */
export interface VisitCheckTimes {
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}

/** A check as sent: the server's time, the place if shared, and a queued action's key and phone time. */
export interface CheckWrite {
  bookingId: number;
  at: Date;
  location: VisitLocation | null;
  key: string | null;
  phoneAt: Date | null;
}

/**
 * Records the check-in of a visit nobody has checked in to yet, with its arrival judged for lateness, its
 * distance from the loved one's PIN code and whether it carried the loved one's check-in code (`qr`,
 * matched by the caller under the booking's lock); the time recorded, or null.
 */
export async function markCheckedIn(
  tx: Db,
  v: CheckWrite & { arrivedAt: Date; distanceM: number | null; qr: boolean },
): Promise<Date | null> {
  const set = {
    checkInQr: v.qr,
    checkedInAt: v.at,
    checkInLocation: v.location,
    checkInKey: v.key,
    checkInPhoneAt: v.phoneAt,
    arrivedAt: v.arrivedAt,
    checkInDistanceM: v.distanceM,
    updatedAt: v.at,
  };
  const [row] = await tx
    .insert(visitChecks)
    .values({ bookingId: v.bookingId, ...set, createdAt: v.at })
    .onConflictDoUpdate({ target: visitChecks.bookingId, set, setWhere: isNull(visitChecks.checkedInAt) })
    .returning({ at: visitChecks.checkedInAt });
  return row?.at ?? null;
}

/** Records the check-out of a visit checked in to and not out yet; the time recorded, or null. */
export async function markCheckedOut(tx: Db, v: CheckWrite): Promise<Date | null> {
  const [row] = await tx
    .update(visitChecks)
    .set({
      checkedOutAt: v.at,
      checkOutLocation: v.location,
      checkOutKey: v.key,
      checkOutPhoneAt: v.phoneAt,
      updatedAt: v.at,
    })
    .where(
      and(
        eq(visitChecks.bookingId, v.bookingId),
        isNotNull(visitChecks.checkedInAt),
        isNull(visitChecks.checkedOutAt),
      ),
    )
    .returning({ at: visitChecks.checkedOutAt });
  return row?.at ?? null;
}

/** The check-in and check-out of these visits, by booking (a visit with neither is absent). */
export async function checksOf(db: Db, bookingIds: readonly number[]): Promise<Map<number, VisitCheckTimes>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: visitChecks.bookingId,
      checkedInAt: visitChecks.checkedInAt,
      checkedOutAt: visitChecks.checkedOutAt,
    })
    .from(visitChecks)
    .where(inArray(visitChecks.bookingId, [...bookingIds]));
  return new Map(rows.map(({ bookingId, ...times }) => [bookingId, times]));
}

/**
 * The visit's check-in and check-out when its check-in (`in`) or check-out (`out`) was recorded with this
 * key: a replay of a queued action, answered as the first was. Null: no check was recorded with it.
 */
export async function keyedCheck(
  db: Db,
  bookingId: number,
  kind: "in" | "out",
  key: string,
): Promise<VisitCheckTimes | null> {
  const [row] = await db
    .select({ checkedInAt: visitChecks.checkedInAt, checkedOutAt: visitChecks.checkedOutAt })
    .from(visitChecks)
    .where(
      and(
        eq(visitChecks.bookingId, bookingId),
        eq(kind === "in" ? visitChecks.checkInKey : visitChecks.checkOutKey, key),
      ),
    );
  return row ?? null;
}

/** One visit's check-in and check-out (both null until made). */
export async function checkOf(db: Db, bookingId: number): Promise<VisitCheckTimes> {
  return (await checksOf(db, [bookingId])).get(bookingId) ?? { checkedInAt: null, checkedOutAt: null };
}

/**
 * Marks the team told of each of these late visits nobody has checked in to and the team was not told of:
 * the ids actually marked (each at most once, ever), in the order given. The caller holds their bookings'
 * rows (locked as late), so nobody checks in meanwhile.
 */
export async function markLateAlerted(tx: Db, ids: readonly number[], at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .insert(visitChecks)
    .values(ids.map((bookingId) => ({ bookingId, lateAlertedAt: at, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({
      target: visitChecks.bookingId,
      set: { lateAlertedAt: at, updatedAt: at },
      setWhere: and(isNull(visitChecks.checkedInAt), isNull(visitChecks.lateAlertedAt)),
    })
    .returning({ id: visitChecks.bookingId });
  const marked = new Set(rows.map((r) => r.id));
  return ids.filter((id) => marked.has(id));
}

// Conditions for the bookings module's queries, by its booking id column (a probe of this primary key).

/** Nobody has checked in to the visit. */
export function notCheckedIn(bookingId: AnyColumn): SQL {
  return sql`not exists (select 1 from ${visitChecks} where ${visitChecks.bookingId} = ${bookingId} and ${visitChecks.checkedInAt} is not null)`;
}

/** Nobody has checked in to the visit and the team was not told it is late. */
export function awaitingLateAlert(bookingId: AnyColumn): SQL {
  return sql`not exists (select 1 from ${visitChecks} where ${visitChecks.bookingId} = ${bookingId} and (${visitChecks.checkedInAt} is not null or ${visitChecks.lateAlertedAt} is not null))`;
}

/** The visit was checked out of (`by`: at or before then). */
export function checkedOut(bookingId: AnyColumn, by?: Date): SQL {
  const before = by ? sql` and ${visitChecks.checkedOutAt} <= ${by.toISOString()}::timestamptz` : sql``;
  return sql`exists (select 1 from ${visitChecks} where ${visitChecks.bookingId} = ${bookingId} and ${visitChecks.checkedOutAt} is not null${before})`;
}

/** The visit was checked in to. */
export function checkedIn(bookingId: AnyColumn): SQL {
  return sql`exists (select 1 from ${visitChecks} where ${visitChecks.bookingId} = ${bookingId} and ${visitChecks.checkedInAt} is not null)`;
}

/** When the visit was checked out of (null: not yet), to order by. */
export function checkedOutAt(bookingId: AnyColumn): SQL {
  return sql`(select ${visitChecks.checkedOutAt} from ${visitChecks} where ${visitChecks.bookingId} = ${bookingId})`;
}

/** The visit moved to another start: its late alert cleared, so the new start gets its own. */
export async function clearLateAlert(tx: Db, bookingId: number, at: Date): Promise<void> {
  await tx
    .update(visitChecks)
    .set({ lateAlertedAt: null, updatedAt: at })
    .where(and(eq(visitChecks.bookingId, bookingId), isNotNull(visitChecks.lateAlertedAt)));
}
