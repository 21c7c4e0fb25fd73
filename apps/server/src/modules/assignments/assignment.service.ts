import {
  ADMIN_MESSAGES,
  ASSIGNMENT_MESSAGES,
  type CompanionSuggestion,
  isLiveBooking,
  type ShiftType,
  type SuggestionReason,
  travelRefusalMessage,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { exclusionViolationOf } from "../../lib/db-errors.ts";
import { addDays } from "../../lib/india-date.ts";
import type { Availability, TravelVerdict } from "../availability/availability.service.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { AssignableBookings, BookingRow } from "../bookings/assignable-bookings.service.ts";
import { companionForFamily, type Roster, type RosterCompanion } from "../companions/roster.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { SeriesRegularsService } from "../schedules/series-regulars.service.ts";
import type { VisitRecords } from "../visits/visit-records.service.ts";
import * as assignment from "./assignment.repo.ts";

/** Monday to Sunday (India) of the week a date falls in. */
function weekOf(date: string): { from: string; to: string } {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const from = addDays(date, -((day + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** A visit's companion as the audit row records it. */
export interface CompanionAssigned {
  bookingId: number;
  before: { status: string; companion_id: number | null };
  after: { status: string; companion_id: number };
  message: string;
  /** A care schedule's visit that made the companion its regular one: the later visits given and left. */
  regular: { seriesId: number; given: number[]; left: number[] } | null;
}

/**
 * Who makes a visit (issue 26, decision 0044): the companions who could make it, ranked with why, and the
 * team's choice. An assignment runs in the caller's transaction (with its audit row) under the booking's
 * row lock and then the roster's lock of the day (decision 0033's order); the exclusion constraint on a
 * companion's visits is the last word when two administrators choose one companion at once. Both find
 * the booking only within the caller's cities (a coordinator's; null: every city), else it is missing;
 * the companions weighed are always those of the booking's own city, so one elsewhere is not eligible.
 */
export function createAssignments(deps: {
  /** The visits found, locked and given (the bookings module's, lent: decision 0085). */
  bookings: AssignableBookings;
  availability: Availability;
  /** The companions' names and phones (the companions module's roster). */
  roster: Pick<Roster, "profiles">;
  /** Whether anyone checked in to a visit (the visits module's records). */
  visits: Pick<VisitRecords, "checksOf">;
  lovedOnes: Pick<LovedOneAccess, "careDetails">;
  messages: BookingMessages;
  /** A care schedule's regular companion (the schedules module's row, decision 0081). */
  seriesRegulars?: Pick<SeriesRegularsService, "lock" | "setRegular">;
}) {
  const { availability } = deps;

  type Booking = BookingRow;
  const { bookings } = deps;
  const assignRefusal = bookings.refusal;

  function companionsOf(db: Db, b: Booking) {
    return availability.companionsFor(db, {
      area: { cityId: b.cityId, pincode: b.pincode },
      kind: b.serviceKind,
      date: b.visitDate,
      shift: b.shiftType as ShiftType,
      except: b.id,
      // The companions the family asked us not to send again are never suggested or assigned (0046).
      userId: b.userId,
      // Nor one who could not travel to it from their visit before, or on to their visit after (0088).
      at: { startsAt: b.startsAt, serviceId: b.serviceId },
    });
  }

  /**
   * The free companions ranked: the family's preference, a visit before, a shared language; then a journey
   * known before one that cannot be estimated (decision 0088), then fewest visits. Each with their journey
   * from their previous visit that day.
   */
  async function rank(
    db: Db,
    b: Booking,
    free: readonly RosterCompanion[],
    travel: ReadonlyMap<number, TravelVerdict>,
  ): Promise<CompanionSuggestion[]> {
    const ids = free.map((c) => c.id);
    const week = weekOf(b.visitDate);
    const [profiles, visits, before, care, wishes] = await Promise.all([
      deps.roster.profiles(db, ids),
      assignment.visitsBetween(db, ids, week.from, week.to),
      b.lovedOneId === null ? new Set<number>() : assignment.visitedBefore(db, b.lovedOneId, ids, b.id),
      b.lovedOneId === null ? new Map() : deps.lovedOnes.careDetails(db, [b.lovedOneId]),
      availability.wishesOf(db, b.userId),
    ]);
    const spoken = new Set(b.lovedOneId === null ? [] : (care.get(b.lovedOneId)?.languages ?? []));
    // The visit itself counts in its own companion's week; leave it out so the choice is like for like.
    const load = (id: number) => (visits.get(id) ?? 0) - (id === b.companionId ? 1 : 0);
    const fewest = Math.min(...ids.map(load));
    const scored = free.map((c) => {
      const reasons: SuggestionReason[] = [];
      if (wishes.get(c.id) === "prefer") reasons.push("family_prefers");
      if (before.has(c.id)) reasons.push("visited_before");
      if (c.languages.some((l) => spoken.has(l))) reasons.push("speaks_language");
      if (load(c.id) === fewest) reasons.push("fewest_visits");
      const p = profiles.get(c.id);
      return {
        companion_id: c.id,
        full_name: p?.fullName ?? "",
        phone: p?.phone ?? "",
        languages: [...c.languages],
        reasons,
        visits_this_week: load(c.id),
        current: c.id === b.companionId,
        travel_minutes: travel.get(c.id)?.fromPrevious ?? null,
        travel_unknown: travel.get(c.id)?.unknown ?? false,
      };
    });
    const weight = (s: CompanionSuggestion) =>
      (s.reasons.includes("family_prefers") ? 8 : 0) +
      (s.reasons.includes("visited_before") ? 4 : 0) +
      (s.reasons.includes("speaks_language") ? 2 : 0);
    return scored.sort(
      (a, z) =>
        weight(z) - weight(a) ||
        Number(a.travel_unknown) - Number(z.travel_unknown) ||
        a.visits_this_week - z.visits_this_week ||
        a.companion_id - z.companion_id,
    );
  }

  /** admin/suggestcompanions/: the companions free for the visit, best first. */
  async function suggest(db: Db, bookingId: number, cities: CityScope): Promise<CompanionSuggestion[]> {
    const b = await bookings.find(db, bookingId, cities);
    if (!b) throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
    if (!isLiveBooking(b.status)) return [];
    const { free, travel } = await companionsOf(db, b);
    return rank(db, b, free, travel);
  }

  /**
   * The schedule a visit belongs to, when assigning it makes the companion its regular one (it has none
   * yet, or the team asked `makeRegular`): its later visits going ahead, locked in date then id order, then
   * its row. Null for a visit of no schedule, or when the schedule keeps its regular companion.
   */
  async function seriesOf(
    tx: Db,
    b: Booking,
    a: { companionId: number; makeRegular: boolean; cities: CityScope },
  ) {
    if (b.seriesId === null || !deps.seriesRegulars) return null;
    const later = await bookings.lockLaterOfSeries(tx, b.seriesId, b.visitDate, a.cities);
    const row = await deps.seriesRegulars.lock(tx, b.seriesId);
    if (!row?.active) return null;
    if (row.regularCompanionId !== null && !(a.makeRegular && row.regularCompanionId !== a.companionId)) {
      return null;
    }
    return { seriesId: b.seriesId, later };
  }

  /**
   * Which of a schedule's later visits its new regular companion is given (decision 0081), judged under their
   * rows' and days' locks: each requested one they are free for (the roster's rules, as assigning it alone),
   * confirmed too when `confirm`; a confirmed visit keeps the companion the team confirmed. The others are
   * left for the team.
   */
  async function laterFor(
    tx: Db,
    later: readonly Booking[],
    a: { companionId: number; at: Date },
    confirm: boolean,
  ) {
    const given: { id: number; from: Booking["status"]; to: Booking["status"]; date: string }[] = [];
    const left: Booking[] = [];
    /** The dates already theirs as they are (the family's message lists them with those given). */
    const kept: string[] = [];
    const checks = await deps.visits.checksOf(
      tx,
      later.map((v) => v.id),
    );
    for (const v of later) {
      const checkedInAt = checks.get(v.id)?.checkedInAt ?? null;
      if (
        assignRefusal({ ...v, checkedInAt }, a.at) ||
        (v.status === "confirmed" && v.companionId !== a.companionId)
      )
        continue;
      const to = confirm ? "confirmed" : v.status;
      if (v.companionId === a.companionId) {
        if (to !== v.status) given.push({ id: v.id, from: v.status, to, date: v.visitDate });
        else kept.push(v.visitDate);
        continue;
      }
      const { free } = await companionsOf(tx, v);
      if (free.some((c) => c.id === a.companionId))
        given.push({ id: v.id, from: v.status, to, date: v.visitDate });
      else left.push(v);
    }
    return { given, left, kept };
  }

  /** The companion made the schedule's regular one (its row, the schedules module's); the family told once. */
  async function madeRegular(
    tx: Db,
    first: Booking,
    seriesId: number,
    later: Awaited<ReturnType<typeof laterFor>>,
    a: { companionId: number; at: Date },
    status: string,
  ) {
    const profile = (await deps.roster.profiles(tx, [a.companionId])).get(a.companionId);
    await deps.seriesRegulars?.setRegular(
      tx,
      seriesId,
      {
        companionId: a.companionId,
        firstName: companionForFamily(profile)?.first_name ?? profile?.fullName.split(" ")[0] ?? "",
        given: [first.visitDate, ...later.given.map((v) => v.date), ...later.kept].sort(),
        left: later.left.map((v) => v.visitDate),
        confirmed: status === "confirmed",
      },
      a.at,
    );
    return { seriesId, given: later.given.map((v) => v.id), left: later.left.map((v) => v.id) };
  }

  /**
   * admin/assigncompanion/: the companion of a requested or confirmed visit that has not started, and (with
   * `confirm`) the confirmation of a requested one. A confirmed visit's companion changes only with the
   * reason the family is told; once it has started, only while nobody has checked in and its shift lasts
   * (a late visit given to another companion, decision 0046).
   */
  async function assign(
    tx: Db,
    a: {
      bookingId: number;
      companionId: number;
      confirm: boolean;
      reason: string;
      at: Date;
      cities: CityScope;
      /** A schedule's visit: make the companion its regular one even if it has another (decision 0081). */
      makeRegular?: boolean;
    },
  ): Promise<CompanionAssigned> {
    const b = await bookings.lock(tx, a.bookingId, a.cities);
    if (!b) throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
    // Whether anyone checked in (the visits module's), read under the booking's lock: a check-in takes it too.
    const checkedInAt = (await deps.visits.checksOf(tx, [b.id])).get(b.id)?.checkedInAt ?? null;
    const refused = assignRefusal({ ...b, checkedInAt }, a.at);
    if (refused) throw new AppError("BE011", refused);
    const changing = b.companionId !== null && b.companionId !== a.companionId;
    if (b.status === "confirmed" && changing && a.reason === "") {
      throw new AppError("BE001", ASSIGNMENT_MESSAGES.reasonRequired);
    }
    const confirming = a.confirm && b.status === "requested";
    if (!changing && b.companionId === a.companionId && !confirming) {
      throw new AppError("BE010", ASSIGNMENT_MESSAGES.sameCompanion);
    }
    if ((await availability.avoidedBy(tx, b.userId)).has(a.companionId)) {
      throw new AppError("BE011", ASSIGNMENT_MESSAGES.familyAvoids);
    }
    // A visit of a care schedule (decision 0081): its later visits' rows (rank 4, by date then id), then the
    // schedule's row (5b), before any roster day; when this companion becomes its regular one, the later
    // visits' days too, in date order (this visit's day is the first).
    const series = await seriesOf(tx, b, { ...a, makeRegular: a.makeRegular ?? false });
    await availability.lockSlot(tx, b.visitDate, b.shiftType as ShiftType);
    for (const v of series?.later ?? [])
      await availability.lockSlot(tx, v.visitDate, v.shiftType as ShiftType);
    const { eligible, free, travel } = await companionsOf(tx, b);
    if (!eligible.some((c) => c.id === a.companionId)) {
      throw new AppError("BE011", ASSIGNMENT_MESSAGES.notEligible);
    }
    if (!free.some((c) => c.id === a.companionId)) {
      // Free for the shift, but too little time to travel from or to their visit around it (decision 0088).
      const short = travel.get(a.companionId)?.short;
      throw new AppError("BE010", short ? travelRefusalMessage(short) : ASSIGNMENT_MESSAGES.companionBusy);
    }
    const status = confirming ? "confirmed" : b.status;
    // The later visits of a schedule it becomes the regular companion of, judged before any is written.
    const later = series ? await laterFor(tx, series.later, a, status === "confirmed") : null;
    // One statement writes them all, so no row is updated twice (which would check its keys again).
    const writes = [{ id: b.id, from: b.status, to: status }, ...(later?.given ?? [])];
    try {
      if ((await bookings.setCompanions(tx, writes, a.companionId, a.at)) !== writes.length) {
        throw new AppError("BE010", ADMIN_MESSAGES.changedMeanwhile);
      }
    } catch (error) {
      // Held meanwhile by a visit of the night before, judged under that day's lock.
      if (exclusionViolationOf(error)) throw new AppError("BE010", ASSIGNMENT_MESSAGES.companionBusy);
      throw error;
    }
    if (confirming) {
      await deps.messages.statusChanged(tx, b.id);
    } else if (b.status === "confirmed" && changing) {
      await deps.messages.companionChanged(tx, b.id, a.reason);
    }
    const regular = series && later ? await madeRegular(tx, b, series.seriesId, later, a, status) : null;
    return {
      bookingId: b.id,
      regular,
      before: { status: b.status, companion_id: b.companionId },
      after: { status, companion_id: a.companionId },
      message: confirming
        ? ASSIGNMENT_MESSAGES.confirmedWith
        : b.status === "confirmed" && changing
          ? ASSIGNMENT_MESSAGES.changed
          : ASSIGNMENT_MESSAGES.assigned,
    };
  }

  /**
   * admin/takeaction/'s confirm, called under the booking's row lock the action took: the companion held
   * since booking may still make the visit by the team's own rules (eligible, checks valid, free, the
   * journeys around it, not avoided), judged under the day's roster lock as an assignment is. The held
   * companion was chosen by the calendar's rule, which does not weigh travel (decision 0088).
   */
  async function assertHeldCanMake(tx: Db, bookingId: number, cities: CityScope): Promise<void> {
    const b = await bookings.find(tx, bookingId, cities);
    if (!b || b.companionId === null) return;
    if ((await availability.avoidedBy(tx, b.userId)).has(b.companionId)) {
      throw new AppError("BE011", ASSIGNMENT_MESSAGES.familyAvoids);
    }
    await availability.lockSlot(tx, b.visitDate, b.shiftType as ShiftType);
    const { eligible, free, travel } = await companionsOf(tx, b);
    if (!eligible.some((c) => c.id === b.companionId)) {
      throw new AppError("BE011", ASSIGNMENT_MESSAGES.notEligible);
    }
    if (!free.some((c) => c.id === b.companionId)) {
      const short = travel.get(b.companionId)?.short;
      throw new AppError("BE010", short ? travelRefusalMessage(short) : ASSIGNMENT_MESSAGES.companionBusy);
    }
  }

  return { suggest, assign, assertHeldCanMake };
}
export type Assignments = ReturnType<typeof createAssignments>;
