import { BOOKING_MESSAGES, type Booking, type CancelBookingRequest } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { ERASED_NAME, ERASED_TEXT } from "../../lib/erasure.ts";
import type { Availability } from "../availability/availability.service.ts";
import { rulesOf } from "../availability/availability.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import {
  BOOKING_EMAIL_KINDS,
  type BookingMessages,
  RESCHEDULE_EMAIL_KINDS,
} from "../booking-letters/booking-letters.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { assertMemberMayCancel } from "./booking-actions.ts";
import { memberBookingView } from "./booking-list.service.ts";
import * as upkeep from "./booking-upkeep.repo.ts";
import { type BookingViewSources, viewSources } from "./booking-view.ts";
import * as repo from "./bookings.repo.ts";
import type { RescheduleRecords } from "./ports.ts";

/** The reason an erased member's upcoming visits are cancelled with. */
export const ERASURE_CANCEL_REASON = "Account erased";

/**
 * users/cancelbooking/ (decisions 0023, 0024): the member cancels their own requested or confirmed visit,
 * with a reason, until BOOKING_CANCEL_CUTOFF_HOURS before it starts. The booking row is locked for the
 * check and the change, so two cancels of one booking (or a cancel and a reschedule request) queue: one
 * succeeds, the other finds it cancelled. The visit's place and allowance come back with the status.
 */
export function createBookingCancellation(
  deps: AppDeps & {
    messages: BookingMessages;
    notifier: Notifier;
    availability: Availability;
    /** What a booking's view shows of its visit (the visits module's records). */
    visitRecords: BookingViewSources["visits"];
    reschedules: RescheduleRecords;
  },
) {
  const { db, now } = deps;
  const rules = rulesOf(deps.config);
  const sources = viewSources(deps.availability, deps.visitRecords, deps.reschedules);

  async function cancel(
    userId: number,
    r: CancelBookingRequest,
  ): Promise<{ booking: Booking; Message: string }> {
    const at = now();
    await db.transaction(async (tx) => {
      const booking = await repo.lockBooking(tx, r.booking_id, userId);
      if (!booking) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
      assertMemberMayCancel(booking, at, rules);
      // Under the row lock the status is the one read; the condition keeps the update honest regardless.
      if (!(await repo.moveBookingStatus(tx, booking.id, booking.status, "cancelled", r.reason, at))) {
        throw new AppError("BE011", BOOKING_MESSAGES.cannotCancel);
      }
      await deps.reschedules.closeOpenOf(tx, booking.id, at);
      await deps.messages.cancelled(tx, booking.id, "member");
    });
    deps.notifier.kick();
    return {
      booking: await memberBookingView(db, userId, r.booking_id, sources, now()),
      Message: BOOKING_MESSAGES.cancelled,
    };
  }

  return { cancel };
}
export type BookingCancellation = ReturnType<typeof createBookingCancellation>;

/**
 * Erasure of a member (members/privacy.service.ts calls this inside its transaction, after the account's
 * row lock and before the loved ones are deleted). In the order of decision 0033: their plans (a key
 * share lock: the bookings are updated twice here, and the second update checks each booking's plan
 * again, which would take that lock after the bookings': decision 0048), then their loved ones, so a
 * booking in flight for one of them either commits before (and is cancelled here) or finds them gone.
 * Then upcoming visits still going ahead are cancelled, open reschedule requests closed, the personal
 * text of every booking and request replaced, and the emails about them redacted. Bookings stay
 * (without the personal text) for the team's records.
 */
export async function eraseMemberBookings(
  tx: Db,
  deps: {
    notifier: Notifier;
    lovedOnes: LovedOneAccess;
    planCover: Pick<PlanCoverService, "holdAllOf">;
    reschedules: Pick<RescheduleRecords, "scrubReasonsOf" | "closeOpenOfMember">;
  },
  userId: number,
  at: Date,
): Promise<void> {
  const { notifier } = deps;
  await deps.planCover.holdAllOf(tx, userId);
  await deps.lovedOnes.lockAllOf(tx, userId);
  const bookingIds = await upkeep.scrubMemberBookings(
    tx,
    userId,
    { name: ERASED_NAME, text: ERASED_TEXT },
    at,
  );
  const requestIds = await deps.reschedules.scrubReasonsOf(tx, userId);
  await upkeep.cancelMemberUpcoming(tx, userId, at, ERASURE_CANCEL_REASON, at);
  await deps.reschedules.closeOpenOfMember(tx, userId, at);
  for (const kind of BOOKING_EMAIL_KINDS) {
    await notifier.redact(tx, { kind, refIds: bookingIds }, [], ERASED_TEXT);
  }
  for (const kind of RESCHEDULE_EMAIL_KINDS) {
    await notifier.redact(tx, { kind, refIds: requestIds }, [], ERASED_TEXT);
  }
}
