import type { BookingStatus, RescheduleStatus } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";

/*
 * What the letters read of the rows they tell of (decision 0082): the bookings module owns those tables and
 * sits above the letters (it sends them), so it lends the reads through this port (the composer hands over its
 * `bookingLetterRows`, and the reschedules module's `rescheduleRecords` for a request, decision 0083). Each read runs in the caller's transaction, so a letter tells what was committed.
 */

/** A booking as a letter tells it: the visit, for whom, where, and the names of its service, shift and city. */
export interface LetterBooking {
  booking: {
    id: number;
    userId: number;
    lovedOneName: string;
    visitDate: string;
    shiftType: number;
    startTime: string;
    addressLine: string;
    pincode: string;
    companionId: number | null;
    status: BookingStatus;
    statusReason: string | null;
  };
  serviceName: string;
  /** The shift's name in the reference data (null: "Shift n"). */
  shiftName: string | null;
  cityName: string;
}

/** A reschedule request as its letters tell it: the booking's time when asked, and the time asked for. */
export interface LetterReschedule {
  request: {
    visitDate: string;
    shiftType: number;
    startTime: string;
    reason: string;
    status: RescheduleStatus;
    decisionNote: string | null;
  };
  booking: {
    id: number;
    userId: number;
    visitDate: string;
    shiftType: number;
    startTime: string;
    lovedOneName: string;
    addressLine: string;
  };
  serviceName: string;
  cityName: string;
  fromShiftName: string | null;
  toShiftName: string | null;
}

/** A visit as its companion is told of it. */
export interface LetterCompanionVisit {
  companionId: number | null;
  visitDate: string;
  startTime: string;
  serviceName: string;
  lovedOneName: string;
  addressLine: string;
}

/**
 * The reads the letters need: a booking's and its visits' from the bookings module
 * (booking-letter-rows.service.ts), a request's from the reschedules module (its `letterOf`).
 */
export interface LetterRows {
  /** A booking as shown, or null when it is gone. */
  bookingView(db: Db, bookingId: number): Promise<LetterBooking | null>;
  /** A reschedule request as shown, or null when it is gone. */
  rescheduleItem(db: Db, requestId: number): Promise<LetterReschedule | null>;
  /** These visits, by date then id, as their companions are told of them. */
  companionVisits(db: Db, bookingIds: readonly number[]): Promise<LetterCompanionVisit[]>;
}
