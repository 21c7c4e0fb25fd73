import {
  ADMIN_MESSAGES,
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
} from "@eldercare/contracts";
import { AppError } from "../../http/app-error.ts";

/*
 * What may still happen to a booking, and who may do it: the member cancels or asks to move it, the team
 * confirms, rejects, completes or cancels it. The member's list, the console's list and every change
 * ask these functions, so what is offered is what is accepted.
 */

/** A booking's state as these rules read it. */
export interface BookingState {
  status: BookingStatus;
  startsAt: Date;
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
function teamMay(b: BookingState, action: BookingAction, now: Date): boolean {
  // A visit is completed by having happened: not before it has started.
  return (
    canMoveBooking(b.status, BOOKING_ACTION_TARGET[action]) && (action !== "complete" || now >= b.startsAt)
  );
}

/** Refuses the team's action: 409 when the status does not allow it, 422 to complete a visit not yet started. */
export function assertTeamMay(b: BookingState, action: BookingAction, now: Date): void {
  if (!canMoveBooking(b.status, BOOKING_ACTION_TARGET[action])) {
    throw new AppError("BE010", actionRefusedMessage(b.status, action));
  }
  if (!teamMay(b, action, now)) throw new AppError("BE011", ADMIN_MESSAGES.completeBeforeStart);
}

/** The actions the team may take on the booking now (the console offers only these). */
export function teamActions(b: BookingState, now: Date): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => teamMay(b, a, now));
}
