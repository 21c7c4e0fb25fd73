import {
  ADMIN_MESSAGES,
  ASSIGNMENT_MESSAGES,
  actionRefusedMessage,
  BOOKING_ACTION_TARGET,
  BOOKING_ACTIONS,
  BOOKING_MESSAGES,
  type BookingAction,
  type BookingRules,
  type BookingStatus,
  bookingRuleMessage,
  canMoveBooking,
  isLiveBooking,
  LATE_CHECKIN_MINUTES,
  LATE_VISIT_MESSAGES,
} from "@eldercare/contracts";
import { AppError } from "../../http/app-error.ts";

/*
 * What may still happen to a booking, and who may do it: the member cancels or asks to move it, the team
 * confirms, rejects, completes, cancels it or marks it missed. The member's list, the console's list and
 * every change ask these functions, so what is offered is what is accepted.
 */

/** A booking's state as these rules read it. */
export interface BookingState {
  status: BookingStatus;
  startsAt: Date;
  /** When the companion checked in (null until they do); the team's rules need it. */
  checkedInAt?: Date | null;
}

/** A booking's state as the team's rules read it: whether anyone checked in decides `miss`. */
export interface TeamBookingState extends BookingState {
  checkedInAt: Date | null;
}

/** When a visit starting at `startsAt` becomes late if nobody has checked in (decision 0046). */
export function lateFrom(startsAt: Date): Date {
  return new Date(startsAt.getTime() + LATE_CHECKIN_MINUTES * 60_000);
}

/** The latest start of a visit that is late at `now` when nobody has checked in. */
export function lateStartBy(now: Date): Date {
  return new Date(now.getTime() - LATE_CHECKIN_MINUTES * 60_000);
}

/** A confirmed visit nobody has checked in to LATE_CHECKIN_MINUTES after its start (decision 0046). */
export function isLate(b: TeamBookingState, now: Date): boolean {
  return b.status === "confirmed" && b.checkedInAt === null && now >= lateFrom(b.startsAt);
}

/** What the team's choice of a visit's companion reads. */
export interface AssignableState extends TeamBookingState {
  /** The end of the visit's whole shift (decision 0044). */
  windowEnd: Date;
}

/**
 * Why the team may not give a visit to a companion now, or null when it may: a requested or confirmed
 * visit that has not started; once started, a confirmed one nobody has checked in to (running late, or
 * late) while its shift lasts (decision 0046). admin/assigncompanion/ refuses with it and the console
 * offers "Change companion" from it.
 */
export function assignRefusal(b: AssignableState, now: Date): string | null {
  const started = b.startsAt <= now;
  if (!isLiveBooking(b.status) || (started && (b.status !== "confirmed" || b.windowEnd <= now)))
    return ASSIGNMENT_MESSAGES.cannotAssign;
  if (b.checkedInAt !== null) return LATE_VISIT_MESSAGES.assignCheckedIn;
  return null;
}

/** Until when a member may cancel a visit starting at `startsAt`. */
export function cancelUntil(startsAt: Date, rules: BookingRules): Date {
  return new Date(startsAt.getTime() - rules.cancel_cutoff_hours * 3_600_000);
}

/** Whether the member may cancel now: a visit going ahead, before the cutoff. */
export function memberMayCancel(b: BookingState, now: Date, rules: BookingRules): boolean {
  return canMoveBooking(b.status, "cancelled") && now < cancelUntil(b.startsAt, rules);
}

/** Refuses (422) the member's cancel of a visit that is no longer going ahead, or too close to its start. */
export function assertMemberMayCancel(b: BookingState, now: Date, rules: BookingRules): void {
  if (!canMoveBooking(b.status, "cancelled")) throw new AppError("BE011", BOOKING_MESSAGES.cannotCancel);
  if (now >= cancelUntil(b.startsAt, rules)) {
    throw new AppError("BE011", bookingRuleMessage.cancelTooLate(rules.cancel_cutoff_hours));
  }
}

/** A booking may be moved while it is going ahead (requested or confirmed) and has not started. */
export function isMovable(b: BookingState, now: Date): boolean {
  return isLiveBooking(b.status) && now < b.startsAt;
}

/** Refuses (422) moving a booking that is over, cancelled or under way. */
export function assertMovable(b: BookingState, now: Date): void {
  if (!isMovable(b, now)) throw new AppError("BE011", BOOKING_MESSAGES.cannotReschedule);
}

/** Whether the team may take `action` on the booking now. */
function teamMay(b: TeamBookingState, action: BookingAction, now: Date): boolean {
  if (!canMoveBooking(b.status, BOOKING_ACTION_TARGET[action])) return false;
  // A visit is completed by having happened: not before it has started.
  if (action === "complete") return now >= b.startsAt;
  // A visit is missed when nobody came: only once it is late, never once someone checked in.
  if (action === "miss") return isLate(b, now);
  return true;
}

/**
 * Refuses the team's action: 409 when the status does not allow it; 422 to complete a visit not yet
 * started, or to mark missed a visit someone checked in to or that is not late yet.
 */
export function assertTeamMay(b: TeamBookingState, action: BookingAction, now: Date): void {
  if (!canMoveBooking(b.status, BOOKING_ACTION_TARGET[action])) {
    throw new AppError("BE010", actionRefusedMessage(b.status, action));
  }
  if (teamMay(b, action, now)) return;
  if (action === "miss") {
    throw new AppError(
      "BE011",
      b.checkedInAt === null ? LATE_VISIT_MESSAGES.missBeforeLate : LATE_VISIT_MESSAGES.missCheckedIn,
    );
  }
  throw new AppError("BE011", ADMIN_MESSAGES.completeBeforeStart);
}

/** The actions the team may take on the booking now (the console offers only these). */
export function teamActions(b: TeamBookingState, now: Date): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => teamMay(b, a, now));
}
