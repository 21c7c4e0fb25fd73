import type {
  AdminDashboard,
  AdminIncident,
  BookingIncident,
  CheckInProof,
  CompanionPreference,
  RescheduleStatus,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { VisitCondition } from "./confirmed-visits.repo.ts";

/*
 * What the bookings module asks of the visits module built on it (decision 0034's ports): what a booking
 * shows of its visit (its check-in, the report, the incidents) and the conditions on it its statements
 * take (decision 0084), the family's wishes about companions the availability rules read, the late-visit
 * alerts its sweep runs, and the console's care section. The visits module implements them
 * (visit-records.service.ts, late-visits.ts, visit-care.service.ts); app.ts hands them over.
 */

/** A visit's records as the bookings module shows and judges them, read by booking. */
export interface VisitRecords {
  /** For each of these visits checked in to: when, and when checked out (null: not yet). */
  checksOf(
    db: Db,
    bookingIds: readonly number[],
  ): Promise<Map<number, { checkedInAt: Date | null; checkedOutAt: Date | null }>>;
  /** For each of these visits checked in to: its phone time and distance, with their flags (decision 0091). */
  checkInProofsOf(db: Db, bookingIds: readonly number[]): Promise<Map<number, CheckInProof>>;
  /** Nobody has checked in to the visit (the team's `miss`). */
  notCheckedIn: VisitCondition;
  /** The visit moved to another start (in the move's transaction): its late alert cleared, for the new start's own. */
  clearLateAlert(tx: Db, bookingId: number, at: Date): Promise<void>;
  /** For each of these visits that has a report: when it was filed, and whether the family rated it. */
  reportsOf(db: Db, bookingIds: readonly number[]): Promise<Map<number, { filedAt: Date; rated: boolean }>>;
  /** For each of these visits that has a report: when it was filed, and the concern flagged (null: none). */
  reportsFiledAt(
    db: Db,
    bookingIds: readonly number[],
  ): Promise<Map<number, { filedAt: Date; concern: string | null }>>;
  /** The incidents of these visits, by booking, oldest first. */
  incidentsOf(db: Db, bookingIds: readonly number[]): Promise<Map<number, BookingIncident[]>>;
  /** A member's wishes about companions (prefer or avoid, from their ratings), by companion. */
  wishesOf(db: Db, userId: number): Promise<Map<number, CompanionPreference>>;
}

/** The team's late-visit emails, run in the bookings sweep after the day-before reminders (decision 0065). */
export interface LateVisitAlerts {
  /** Emails the team about each late visit not yet told of at `now`; how many this call wrote. */
  queueLateAlerts(now: Date): Promise<number>;
  /** When the next visit not late yet becomes late, if nobody checks in; null when none is waiting. */
  nextAlertDue(now: Date): Promise<Date | null>;
}

/**
 * The console's care section and incidents, which the console reaches through the bookings it lends.
 * `cities`: the caller's (a coordinator's), null or absent for every city.
 */
export interface VisitCare {
  /** The dashboard's care section at `at`. */
  care(tx: Db, at: Date, cities?: CityScope): Promise<AdminDashboard["care"]>;
  /**
   * Closes an incident with the team's note, in the console's transaction: the incident before and after.
   * One whose visit is outside `cities` is not found.
   */
  closeIncident(
    tx: Db,
    adminId: number,
    id: number,
    resolution: string,
    at: Date,
    cities?: CityScope,
  ): Promise<{ before: BookingIncident; after: AdminIncident }>;
}

/**
 * A care schedule's regular companion (issue 44, decision 0081), kept on the schedule's row by the schedules
 * module (schedules' series-regulars.service.ts); the console's assignment reads and sets it through here.
 */
export interface SeriesRegulars {
  /**
   * The schedule's row locked for update (rank 5b of the lock order: after its visits' rows, before the
   * roster's days): its regular companion (null: none yet) and whether it is active; null when missing.
   */
  lock(tx: Db, seriesId: number): Promise<{ regularCompanionId: number | null; active: boolean } | null>;
  /**
   * Makes the companion the schedule's regular one and tells the family once: who makes its visits, the
   * dates given to them (`confirmed`: confirmed too) and the dates left for the team.
   */
  setRegular(
    tx: Db,
    seriesId: number,
    r: {
      companionId: number;
      firstName: string;
      given: readonly string[];
      left: readonly string[];
      confirmed: boolean;
    },
    at: Date,
  ): Promise<void>;
}

/** A booking's latest reschedule request, as the booking's view shows it. */
export interface LatestReschedule {
  id: number;
  status: RescheduleStatus;
  visitDate: string;
  shiftType: number;
  startTime: string;
}

/**
 * The reschedule requests of bookings (decision 0083), kept by the reschedules module built on this one
 * (reschedules' reschedule-records.service.ts): what a booking's view shows of them, and the requests a
 * change of bookings closes, in the caller's transaction after its bookings' row locks (rank 5).
 */
export interface RescheduleRecords {
  /** The latest request of each booking among `bookingIds`. */
  latestOf(db: Db, bookingIds: number[]): Promise<Map<number, LatestReschedule>>;
  /** Closes the booking's open request, if any, as cancelled (the booking was cancelled). */
  closeOpenOf(tx: Db, bookingId: number, at: Date): Promise<void>;
  /** Closes the open requests of these bookings as cancelled (they were cancelled). */
  closeOpenOfBookings(tx: Db, bookingIds: readonly number[], at: Date): Promise<void>;
  /** Closes every open request of the member as cancelled (erasure). */
  closeOpenOfMember(tx: Db, userId: number, at: Date): Promise<void>;
  /** Blanks the reasons of all the member's requests (erasure); their ids. */
  scrubReasonsOf(tx: Db, userId: number): Promise<number[]>;
}
