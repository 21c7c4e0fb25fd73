import {
  ADMIN_MESSAGES,
  type AdminBooking,
  ASSIGNMENT_MESSAGES,
  BOOKING_ACTION_TARGET,
  BOOKING_ACTIONS_NEEDING_REASON,
  type Booking,
  type BookingAction,
  type BookingStatus,
  isLiveBooking,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { indiaDate } from "../../lib/india-date.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { CompanionProfile } from "../companions/roster.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { assertTeamMay, assignRefusal, isLate, lateStartBy, teamActions } from "./booking-actions.ts";
import { bookingOwners, lockBookingIn } from "./booking-scope.repo.ts";
import { toBookingViews, viewSources } from "./booking-view.ts";
import * as repo from "./bookings.repo.ts";
import { markMissed } from "./confirmed-visits.repo.ts";
import type { RescheduleRecords, VisitCare, VisitRecords } from "./ports.ts";

/** What the team's action changed, for its audit row. */
export interface ActionTaken {
  bookingId: number;
  before: { status: BookingStatus; status_reason: string | null };
  after: { status: BookingStatus; status_reason: string | null };
}

export interface BookingAdminDeps extends AppDeps {
  notifier: Notifier;
  members: MemberDirectory;
  /** The loved ones' languages and mobility, shown with each booking. */
  lovedOnes: Pick<LovedOneAccess, "careDetails">;
  availability: Availability;
  /** A visit's check-in and report (the visits module's records, their port). */
  visitRecords: VisitRecords;
  messages: BookingMessages;
  /** The dashboard's care section and closing an incident (issue 29): the visits module's, lent. */
  visitCare: VisitCare;
  /** The requests a booking shows, and closes when the team ends it (the reschedules module's, its port). */
  reschedules: RescheduleRecords;
}

const NO_MEMBER = { name: "", phone: "", email: "" };

/** The companion held or assigned, as the console names them. */
function assignedCompanion(p: CompanionProfile | undefined): AdminBooking["assigned_companion"] {
  return p ? { companion_id: p.id, full_name: p.fullName, phone: p.phone } : null;
}

/**
 * What the bookings module lends the admin console, as view types: bookings as the console shows them
 * (the list, the export and the figures are the booking-console module's, who to send the assignments
 * module's: decision 0085); the team's actions, each run inside the console's transaction under the locks
 * of decision 0033 and returning what its audit row records; the family's emails; a member's bookings.
 * The rules are the bookings module's own (booking-actions.ts). The care section and closing an incident
 * are the visits module's (`visitCare`, its port), passed on so the console keeps one service for both.
 */
export function createBookingAdmin(deps: BookingAdminDeps) {
  const { now, members, messages } = deps;
  const sources = viewSources(deps.availability, deps.visitRecords, deps.reschedules);

  /** Bookings as the console shows them, in the order of `ids`. */
  async function byIds(tx: Db, ids: number[]): Promise<AdminBooking[]> {
    const [rows, owners] = await Promise.all([repo.bookingViewsByIds(tx, ids), bookingOwners(tx, ids)]);
    const at = now();
    const byId = new Map(rows.map((r) => [r.booking.id, r.booking]));
    const [views, contacts, care, profiles, filed, proofs] = await Promise.all([
      toBookingViews(tx, rows, sources, at),
      members.contacts(
        tx,
        [...owners.values()].map((o) => o.userId),
      ),
      deps.lovedOnes.careDetails(
        tx,
        rows.flatMap((r) => (r.booking.lovedOneId ? [r.booking.lovedOneId] : [])),
      ),
      deps.availability.roster.profiles(
        tx,
        rows.flatMap((r) => (r.booking.companionId === null ? [] : [r.booking.companionId])),
      ),
      deps.visitRecords.reportsFiledAt(tx, ids),
      deps.visitRecords.checkInProofsOf(tx, ids),
    ]);
    return views.flatMap((b) => {
      const o = owners.get(b.booking_id);
      const row = byId.get(b.booking_id);
      if (!o || !row) return [];
      // The member's view carries the check-in (the visits module's), read with the views.
      const checkedInAt = b.checked_in_at === null ? null : new Date(b.checked_in_at);
      const state = { status: row.status, startsAt: row.startsAt, checkedInAt };
      const c = contacts.get(o.userId) ?? NO_MEMBER;
      return [
        {
          ...b,
          user_id: o.userId,
          user_name: c.name,
          user_phone: c.phone,
          user_email: c.email,
          city_id: o.cityId,
          loved_one_languages: (b.loved_one_id && care.get(b.loved_one_id)?.languages) || [],
          loved_one_mobility: (b.loved_one_id && care.get(b.loved_one_id)?.mobility) || null,
          actions: teamActions(state, at),
          assigned_companion: assignedCompanion(profiles.get(row.companionId ?? 0)),
          report_filed_at: filed.get(b.booking_id)?.filedAt.toISOString() ?? null,
          report_concern: filed.get(b.booking_id)?.concern ?? null,
          check_in_proof: proofs.get(b.booking_id) ?? null,
          late: isLate(state, at),
          can_change_companion:
            row.status === "confirmed" && assignRefusal({ ...state, windowEnd: row.windowEnd }, at) === null,
          series_id: row.seriesId,
        },
      ];
    });
  }

  /**
   * The team's action on a booking, inside the caller's transaction under the booking's row lock: the
   * rule (booking-actions.ts), the change, the family's email. A second administrator acting at once
   * waits on the lock, then finds the new status and is refused. A booking outside the caller's cities
   * is not found (the lock's query holds the condition).
   */
  async function act(
    tx: Db,
    a: { bookingId: number; action: BookingAction; remarks: string | null; at: Date; cities: CityScope },
  ): Promise<ActionTaken> {
    const booking = await lockBookingIn(tx, a.bookingId, a.cities);
    if (!booking) throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
    // Whether anyone checked in (the visits module's), read under the booking's lock: a check-in takes it too.
    const visits = deps.visitRecords;
    const checkedInAt = (await visits.checksOf(tx, [booking.id])).get(booking.id)?.checkedInAt ?? null;
    assertTeamMay({ ...booking, checkedInAt }, a.action, a.at);
    // A visit is confirmed with the person who makes it (decision 0044).
    if (a.action === "confirm" && booking.companionId === null) {
      throw new AppError("BE011", ASSIGNMENT_MESSAGES.noCompanionHeld);
    }
    const to = BOOKING_ACTION_TARGET[a.action];
    const reason = BOOKING_ACTIONS_NEEDING_REASON.includes(a.action) ? a.remarks : booking.statusReason;
    // Missed only while nobody has checked in, once late (decision 0046): the same rule, in the update.
    const moved =
      a.action === "miss"
        ? await markMissed(
            tx,
            {
              bookingId: booking.id,
              reason,
              lateBefore: lateStartBy(a.at),
              at: a.at,
            },
            visits.notCheckedIn,
          )
        : await repo.moveBookingStatus(tx, booking.id, booking.status, to, reason, a.at);
    if (!moved) throw new AppError("BE010", ADMIN_MESSAGES.changedMeanwhile);
    if (!isLiveBooking(to)) await deps.reschedules.closeOpenOf(tx, booking.id, a.at);
    await messages.statusChanged(tx, booking.id);
    return {
      bookingId: booking.id,
      before: { status: booking.status, status_reason: booking.statusReason },
      after: { status: to, status_reason: reason },
    };
  }

  /** A member's latest `limit` bookings as shown, latest visit first, and how many they have in all. */
  async function memberBookings(
    tx: Db,
    userId: number,
    limit: number,
  ): Promise<{ items: Booking[]; total: number }> {
    const [ids, counted] = await Promise.all([
      repo.latestMemberBookingIds(tx, userId, limit),
      repo.countMemberBookings(tx, { userId, search: "" }, now()),
    ]);
    const items = await toBookingViews(tx, await repo.bookingViewsByIds(tx, ids), sources, now());
    return { items, total: counted.total };
  }

  return {
    byIds,
    act,
    /** Companions' full names by id (the audit log names them rather than showing ids: issue 42). */
    companionNames: async (tx: Db, ids: readonly number[]): Promise<Map<number, string>> => {
      const profiles = await deps.availability.roster.profiles(tx, [...new Set(ids)]);
      return new Map([...profiles].map(([id, p]) => [id, p.fullName]));
    },
    memberBookings,
    /** Each member's visits going ahead from today (India) on; members with none absent. */
    upcomingCounts: (tx: Db, userIds: number[]) => repo.countLiveFromByMember(tx, userIds, indiaDate(now())),
    /** The dashboard's care section: late visits, overdue reports, incidents, concerns (decision 0046). */
    care: deps.visitCare.care,
    /** Closes an incident with the team's note, in the console's transaction (issue 29). */
    closeIncident: deps.visitCare.closeIncident,
    /** Delivers the emails queued by a committed change now. */
    kick: () => deps.notifier.kick(),
  };
}
export type BookingAdmin = ReturnType<typeof createBookingAdmin>;
