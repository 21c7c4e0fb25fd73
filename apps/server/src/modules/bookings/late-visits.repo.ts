import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/*
 * Late and missed visits (issue 26, decision 0046): the sweep that tells the team once per late visit, and
 * the team's `miss`. "Awaiting check-in" is the partial index bookings_awaiting_checkin_idx (starts_at,
 * where confirmed and not checked in), so both read only the visits still waiting for their companion.
 */

const awaitingCheckIn = and(eq(bookings.status, "confirmed"), isNull(bookings.checkedInAt));

/**
 * Late visits the team has not been told of, that started in (`since`, `lateBefore`]: locked, oldest
 * first; rows another sweep holds are skipped.
 */
export async function lockUnalertedLate(
  tx: Db,
  w: { lateBefore: Date; since: Date },
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        awaitingCheckIn,
        lte(bookings.startsAt, w.lateBefore),
        gt(bookings.startsAt, w.since),
        isNull(bookings.lateAlertedAt),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}

/**
 * The start of the next visit that will be late if nobody checks in: the earliest confirmed visit not
 * checked in, not alerted, starting after `lateBefore` (so not late yet); null when there is none.
 */
export async function nextLateStart(db: Db, lateBefore: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${bookings.startsAt})` })
    .from(bookings)
    .where(and(awaitingCheckIn, gt(bookings.startsAt, lateBefore), isNull(bookings.lateAlertedAt)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Marks the team told of each visit still late and not told yet: the ids actually marked (each at most
 * once, ever), in start order as given.
 */
export async function markLateAlerted(
  tx: Db,
  ids: number[],
  w: { lateBefore: Date; at: Date },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(bookings)
    .set({ lateAlertedAt: w.at })
    .where(
      and(
        inArray(bookings.id, ids),
        awaitingCheckIn,
        lte(bookings.startsAt, w.lateBefore),
        isNull(bookings.lateAlertedAt),
      ),
    )
    .returning({ id: bookings.id });
  const marked = new Set(rows.map((r) => r.id));
  return ids.filter((id) => marked.has(id));
}

/**
 * The team's `miss`: confirmed → missed, only while nobody has checked in and the visit started at or
 * before `lateBefore`. One conditional update; false when the visit was not in that state.
 */
export async function markMissed(
  tx: Db,
  m: { bookingId: number; reason: string | null; lateBefore: Date; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: "missed", statusReason: m.reason, updatedAt: m.at })
    .where(and(eq(bookings.id, m.bookingId), awaitingCheckIn, lte(bookings.startsAt, m.lateBefore)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}
