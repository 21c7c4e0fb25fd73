import { randomUUID } from "node:crypto";
import type { BookingCompanion, ServiceKind, ShiftType } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { Availability } from "../availability/availability.service.ts";
import { type CompanionProfile, companionForFamily } from "../companions/roster.service.ts";
import type { LovedOneForVisit } from "../members/loved-one-access.service.ts";
import type * as repo from "./bookings.repo.ts";
import type { RescheduleRecords } from "./ports.ts";
import {
  cancelVisits,
  insertBookings,
  lockGoingAheadFrom,
  lockLovedOneBetween,
} from "./series-visits.repo.ts";

/** What every visit of a series is: whose, under which plan, for whom, what, in which shift. */
export interface SeriesVisitsOf {
  seriesId: number;
  userId: number;
  subscriptionId: number;
  lovedOne: LovedOneForVisit;
  service: { id: number; kind: ServiceKind };
  specialityId: number | null;
  shift: ShiftType;
  notes: string;
  requestHash: string;
}

/** One date of a series to book: its start and the companion held for it (null: none free then). */
export interface SeriesVisit {
  date: string;
  start: string;
  companionId: number | null;
}

/**
 * What the bookings module lends the schedules module (issue 44, decision 0078): the roster's day locks of
 * a series' dates, and its visits written as bookings naming the series. The caller judged the dates with
 * the availability rules under its locks (account, plan, loved one, then these day locks, last). The
 * schedules module reads its series' visits itself (series-visits-read.repo.ts, a reader of bookings).
 */
export function createSeriesVisits(deps: {
  availability: Availability;
  /** The open requests of cancelled visits, closed after them (the reschedules module's, its port). */
  reschedules: Pick<RescheduleRecords, "closeOpenOfBookings">;
}) {
  return {
    /** The roster's lock of every day the dates' shifts cover, in date order (decision 0033's rank 6). */
    async lockDays(tx: Db, dates: readonly string[], shift: ShiftType): Promise<void> {
      for (const date of [...new Set(dates)].sort()) await deps.availability.lockSlot(tx, date, shift);
    },

    /** Writes the visits as requested bookings of the series; their ids, in the order given. */
    async insert(tx: Db, of: SeriesVisitsOf, visits: readonly SeriesVisit[], at: Date): Promise<number[]> {
      if (visits.length === 0) return [];
      const rows: repo.BookingInsert[] = visits.map((v) => ({
        userId: of.userId,
        subscriptionId: of.subscriptionId,
        lovedOneId: of.lovedOne.id,
        lovedOneName: of.lovedOne.fullName,
        serviceId: of.service.id,
        serviceKind: of.service.kind,
        specialityId: of.specialityId,
        visitDate: v.date,
        shiftType: of.shift,
        startTime: v.start,
        startsAt: deps.availability.startsAt({ date: v.date, shift: of.shift, start: v.start }),
        companionId: v.companionId,
        addressLine: of.lovedOne.addressLine,
        cityId: of.lovedOne.cityId,
        stateId: of.lovedOne.stateId,
        pincode: of.lovedOne.pincode,
        notes: of.notes,
        seriesId: of.seriesId,
        // Each visit keeps a key of its own (the series' key is the series'), so one can be moved alone.
        idempotencyKey: randomUUID(),
        requestHash: of.requestHash,
        createdAt: at,
        updatedAt: at,
      }));
      return insertBookings(tx, rows);
    },

    /**
     * Companions as a family sees them (first name, languages, checks), by id: a schedule's regular companion
     * (decision 0081), shown as a booking shows its companion; one without all three checks is left out.
     */
    async forFamily(db: Db, companionIds: readonly number[]): Promise<Map<number, BookingCompanion>> {
      const profiles = companionIds.length
        ? await deps.availability.roster.profiles(db, companionIds)
        : new Map<number, CompanionProfile>();
      return new Map(
        [...profiles].flatMap(([id, p]) => {
          const c = companionForFamily(p);
          return c ? [[id, c] as const] : [];
        }),
      );
    },

    /** A series' visits going ahead on or after `day`, locked for update (rank 4 of the lock order). */
    lockFrom: lockGoingAheadFrom,

    /** Cancels these visits with the reason, then closes their open reschedule requests (ranks 4, then 5); their ids, by date. */
    async cancel(tx: Db, ids: readonly number[], reason: string, at: Date): Promise<number[]> {
      const done = await cancelVisits(tx, ids, reason, at);
      if (done.length > 0) await deps.reschedules.closeOpenOfBookings(tx, done, at);
      return done;
    },

    /**
     * A loved one's visits going ahead between two dates that have not started, from every series and
     * single bookings, locked for update (rank 4): what a pause cancels (decision 0080).
     */
    lockLovedOneBetween,
  };
}
export type SeriesVisits = ReturnType<typeof createSeriesVisits>;
