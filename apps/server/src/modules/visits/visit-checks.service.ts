import {
  formatStartTime,
  tooEarlyToCheckIn,
  VISIT_CHECK_MESSAGES,
  VISIT_CHECKIN_EARLY_MINUTES,
  type VisitCheckRequest,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { indiaDateTime } from "../../lib/india-date.ts";
import type { BookingVisits } from "../bookings/booking-visits.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { VisitMessages } from "./visit-messages.ts";

type CheckAnswer = {
  booking_id: number;
  checked_in_at: string | null;
  checked_out_at: string | null;
  Message: string;
};

/**
 * companion/checkin/ and companion/checkout/ (issue 26): the companion holding a confirmed visit checks in
 * from VISIT_CHECKIN_EARLY_MINUTES before its start, and out after; the time is the server's, the place is
 * kept only when shared. Each is one conditional update of the booking (the bookings module's, lent as
 * `bookings`), so twenty taps at once record one time; the family's "arrived" email is written in the
 * check-in's transaction.
 */
export function createVisitChecks(
  deps: Pick<AppDeps, "db" | "now"> & {
    bookings: Pick<BookingVisits, "find" | "checkIn" | "checkOut">;
    messages: Pick<VisitMessages, "arrived">;
    notifier: Notifier;
  },
) {
  const { db, now, bookings } = deps;

  /** Why a check was refused: the visit is not this companion's (404), not confirmed, or not yet. */
  async function refusal(bookingId: number, companionId: number, kind: "in" | "out"): Promise<AppError> {
    const state = await bookings.find(db, bookingId);
    if (!state || state.companionId !== companionId)
      return new AppError("BE004", VISIT_CHECK_MESSAGES.notYours);
    if (kind === "in" && state.checkedInAt) return new AppError("BE010", VISIT_CHECK_MESSAGES.alreadyIn);
    if (kind === "out" && state.checkedOutAt) return new AppError("BE010", VISIT_CHECK_MESSAGES.alreadyOut);
    if (state.status !== "confirmed") return new AppError("BE011", VISIT_CHECK_MESSAGES.notConfirmed);
    if (kind === "out") return new AppError("BE011", VISIT_CHECK_MESSAGES.notIn);
    const from = new Date(state.startsAt.getTime() - VISIT_CHECKIN_EARLY_MINUTES * 60_000);
    return new AppError("BE011", tooEarlyToCheckIn(formatStartTime(indiaDateTime(from).slice(11))));
  }

  async function checkIn(companionId: number, r: VisitCheckRequest): Promise<CheckAnswer> {
    const at = now();
    const done = await db.transaction(async (tx) => {
      const inAt = await bookings.checkIn(tx, {
        bookingId: r.booking_id,
        companionId,
        at,
        location: r.location ?? null,
        earlyMinutes: VISIT_CHECKIN_EARLY_MINUTES,
      });
      if (inAt) await deps.messages.arrived(tx, r.booking_id);
      return inAt;
    });
    if (!done) throw await refusal(r.booking_id, companionId, "in");
    deps.notifier.kick();
    return {
      booking_id: r.booking_id,
      checked_in_at: done.toISOString(),
      checked_out_at: null,
      Message: VISIT_CHECK_MESSAGES.checkedIn,
    };
  }

  async function checkOut(companionId: number, r: VisitCheckRequest): Promise<CheckAnswer> {
    const at = now();
    const done = await bookings.checkOut(db, {
      bookingId: r.booking_id,
      companionId,
      at,
      location: r.location ?? null,
    });
    if (!done) throw await refusal(r.booking_id, companionId, "out");
    const state = await bookings.find(db, r.booking_id);
    return {
      booking_id: r.booking_id,
      checked_in_at: state?.checkedInAt?.toISOString() ?? null,
      checked_out_at: done.toISOString(),
      Message: VISIT_CHECK_MESSAGES.checkedOut,
    };
  }

  return { checkIn, checkOut };
}
export type VisitChecks = ReturnType<typeof createVisitChecks>;
