import {
  CHECK_IN_CODE_MESSAGES,
  formatStartTime,
  judgedArrival,
  tooEarlyToCheckIn,
  VISIT_CHECK_MESSAGES,
  VISIT_CHECKIN_EARLY_MINUTES,
  type VisitCheckRequest,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { indiaDateTime } from "../../lib/india-date.ts";
import type { BookingVisits } from "../bookings/booking-visits.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { distanceFromPinM } from "./check-in-distance.repo.ts";
import * as checks from "./visit-checks.repo.ts";
import { visitLovedOneId } from "./visit-loved-one.repo.ts";
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
 *
 * A queued action (issue 46, decision 0091) carries its key and the phone's time: the key is written by the
 * same conditional statement as the check, so a replay finds its check recorded with that key and is
 * answered as the first was (200, nothing written, no second message); another key keeps the refusal. The
 * arrival for lateness is the phone's time when a queue explains the gap (contracts' `judgedArrival`).
 *
 * A check-in may carry the loved one's check-in code (the QR code on the family's card, decision 0093):
 * matched under the booking's lock against the current code (share-locked, so a rotation waits or is seen),
 * right is recorded as made at the door; wrong or old is refused with nothing written, unless the check-in
 * was already recorded with this key (a replay answers the first answer, whatever the code is now).
 */
export function createVisitChecks(
  deps: Pick<AppDeps, "db" | "now"> & {
    bookings: Pick<BookingVisits, "find" | "lockCompanionVisit">;
    messages: Pick<VisitMessages, "arrived">;
    notifier: Notifier;
    lovedOnes: Pick<LovedOneAccess, "checkInCodeMatches">;
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

  /** The check as written: the server's time now, the place if shared, the key and phone time if queued. */
  function writeOf(r: VisitCheckRequest): checks.CheckWrite {
    return {
      bookingId: r.booking_id,
      at: now(),
      location: r.location ?? null,
      key: r.idempotency_key ?? null,
      phoneAt: r.phone_time ? new Date(r.phone_time) : null,
    };
  }

  /** The check recorded earlier with this request's key (a replay), or null. */
  async function replayOf(r: VisitCheckRequest, kind: "in" | "out"): Promise<checks.VisitCheckTimes | null> {
    return r.idempotency_key ? checks.keyedCheck(db, r.booking_id, kind, r.idempotency_key) : null;
  }

  const inAnswer = (bookingId: number, inAt: Date): CheckAnswer => ({
    booking_id: bookingId,
    checked_in_at: inAt.toISOString(),
    checked_out_at: null,
    Message: VISIT_CHECK_MESSAGES.checkedIn,
  });
  const outAnswer = (bookingId: number, inAt: Date | null, outAt: Date): CheckAnswer => ({
    booking_id: bookingId,
    checked_in_at: inAt?.toISOString() ?? null,
    checked_out_at: outAt.toISOString(),
    Message: VISIT_CHECK_MESSAGES.checkedOut,
  });

  /** Whether the check-in's code (if any) is its loved one's current one; read under the booking's lock. */
  async function codeMatches(tx: Db, r: VisitCheckRequest): Promise<boolean> {
    if (r.qr_code === undefined) return true;
    const lovedOneId = await visitLovedOneId(tx, r.booking_id);
    return lovedOneId !== null && (await deps.lovedOnes.checkInCodeMatches(tx, lovedOneId, r.qr_code));
  }

  async function checkIn(companionId: number, r: VisitCheckRequest): Promise<CheckAnswer> {
    const w = writeOf(r);
    const done = await db.transaction(async (tx) => {
      const visit = { bookingId: r.booking_id, companionId };
      const held = await bookings.lockCompanionVisit(tx, visit, "no key update");
      if (!held || held.startsAt.getTime() - VISIT_CHECKIN_EARLY_MINUTES * 60_000 > w.at.getTime())
        return null;
      if (!(await codeMatches(tx, r))) return "wrong code" as const;
      const inAt = await checks.markCheckedIn(tx, {
        ...w,
        arrivedAt: judgedArrival(w.at, w.phoneAt),
        distanceM: await distanceFromPinM(tx, r.booking_id, w.location),
        qr: r.qr_code !== undefined,
      });
      if (inAt) await deps.messages.arrived(tx, r.booking_id, inAt);
      return inAt;
    });
    if (!(done instanceof Date)) {
      const replay = await replayOf(r, "in");
      if (replay?.checkedInAt) return inAnswer(r.booking_id, replay.checkedInAt);
      // Checked in already (another key): that refusal; otherwise the code is why.
      if (done === "wrong code" && !(await checks.checkOf(db, r.booking_id)).checkedInAt)
        throw new AppError("BE011", CHECK_IN_CODE_MESSAGES.wrongCode);
      throw await refusal(r.booking_id, companionId, "in");
    }
    deps.notifier.kick();
    return inAnswer(r.booking_id, done);
  }

  async function checkOut(companionId: number, r: VisitCheckRequest): Promise<CheckAnswer> {
    const w = writeOf(r);
    const done = await db.transaction(async (tx) => {
      const visit = { bookingId: r.booking_id, companionId };
      if (!(await bookings.lockCompanionVisit(tx, visit, "no key update"))) return null;
      return checks.markCheckedOut(tx, w);
    });
    if (!done) {
      const replay = await replayOf(r, "out");
      if (replay?.checkedOutAt) return outAnswer(r.booking_id, replay.checkedInAt, replay.checkedOutAt);
      throw await refusal(r.booking_id, companionId, "out");
    }
    const check = await checks.checkOf(db, r.booking_id);
    return outAnswer(r.booking_id, check.checkedInAt, done);
  }

  return { checkIn, checkOut };
}
export type VisitChecks = ReturnType<typeof createVisitChecks>;
