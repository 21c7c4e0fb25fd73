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
import * as checks from "./visit-checks.repo.ts";
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
 * kept only when shared. Each holds the booking's row (the bookings module's, lent as `bookings`: a cancel,
 * a `miss` or a new companion waits, or the check finds it), then is one conditional statement on the
 * visit's own row (visit_checks, decision 0084), so twenty taps at once record one time; the family's
 * "arrived" email is written in the check-in's transaction.
 */
export function createVisitChecks(
  deps: Pick<AppDeps, "db" | "now"> & {
    bookings: Pick<BookingVisits, "find" | "lockCompanionVisit">;
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
    const check = await checks.checkOf(db, bookingId);
    if (kind === "in" && check.checkedInAt) return new AppError("BE010", VISIT_CHECK_MESSAGES.alreadyIn);
    if (kind === "out" && check.checkedOutAt) return new AppError("BE010", VISIT_CHECK_MESSAGES.alreadyOut);
    if (state.status !== "confirmed") return new AppError("BE011", VISIT_CHECK_MESSAGES.notConfirmed);
    if (kind === "out") return new AppError("BE011", VISIT_CHECK_MESSAGES.notIn);
    const from = new Date(state.startsAt.getTime() - VISIT_CHECKIN_EARLY_MINUTES * 60_000);
    return new AppError("BE011", tooEarlyToCheckIn(formatStartTime(indiaDateTime(from).slice(11))));
  }

  async function checkIn(companionId: number, r: VisitCheckRequest): Promise<CheckAnswer> {
    const at = now();
    const done = await db.transaction(async (tx) => {
      const visit = { bookingId: r.booking_id, companionId };
      const held = await bookings.lockCompanionVisit(tx, visit, "no key update");
      if (!held || held.startsAt.getTime() - VISIT_CHECKIN_EARLY_MINUTES * 60_000 > at.getTime()) return null;
      const inAt = await checks.markCheckedIn(tx, {
        bookingId: r.booking_id,
        at,
        location: r.location ?? null,
      });
      if (inAt) await deps.messages.arrived(tx, r.booking_id, inAt);
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
    const done = await db.transaction(async (tx) => {
      const visit = { bookingId: r.booking_id, companionId };
      if (!(await bookings.lockCompanionVisit(tx, visit, "no key update"))) return null;
      return checks.markCheckedOut(tx, { bookingId: r.booking_id, at, location: r.location ?? null });
    });
    if (!done) throw await refusal(r.booking_id, companionId, "out");
    const check = await checks.checkOf(db, r.booking_id);
    return {
      booking_id: r.booking_id,
      checked_in_at: check.checkedInAt?.toISOString() ?? null,
      checked_out_at: done.toISOString(),
      Message: VISIT_CHECK_MESSAGES.checkedOut,
    };
  }

  return { checkIn, checkOut };
}
export type VisitChecks = ReturnType<typeof createVisitChecks>;
