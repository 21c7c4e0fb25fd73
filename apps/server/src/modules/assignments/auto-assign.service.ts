import {
  AUTOASSIGN_MESSAGES,
  CONTINUITY_LOOKBACK_DAYS,
  isLiveBooking,
  type Language,
  type ServiceKind,
  type ShiftType,
  shiftWindow,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { type Availability, judgeTravel } from "../availability/availability.service.ts";
import type { AssignableBookings } from "../bookings/assignable-bookings.service.ts";
import type { CheckLapses } from "../companions/check-lapses.service.ts";
import type { Roster, RosterCompanion } from "../companions/roster.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { SeriesRegularsService } from "../schedules/series-regulars.service.ts";
import type { VisitRecords } from "../visits/visit-records.service.ts";
import * as repo from "./auto-assign.repo.ts";
import { type AutoassignRun, type OpenVisit, toAutoassignAnswer } from "./auto-assign-answer.ts";
import { mondayOf, type Plan, type PlanFacts, type PlanVisit, planVisits, rosterDays } from "./auto-plan.ts";

export interface AutoassignDeps extends Pick<AppDeps, "db" | "now"> {
  bookings: AssignableBookings;
  availability: Pick<Availability, "busyOf" | "lockSlot" | "travelFactsBetween">;
  roster: Roster;
  lovedOnes: Pick<LovedOneAccess, "careDetails">;
  visits: Pick<VisitRecords, "wishesOfMany">;
  seriesRegulars: Pick<SeriesRegularsService, "regularsOf">;
  /** Visits held by a companion whose check lapses before them (the companions module's, decision 0087). */
  checkLapses: Pick<CheckLapses, "lapsedAssignments">;
}

const DAY_MS = 86_400_000;

/** A visit's shift window, [start, end) in epoch ms. */
function windowOf(v: OpenVisit): [number, number] | null {
  const w = shiftWindow(v.visitDate, v.shiftType as ShiftType);
  return w ? [w.start.getTime(), w.end.getTime()] : null;
}

/**
 * admin/autoassign/ (issue 45, decision 0089): the open visits of a city in a span of days, planned
 * (auto-plan.ts) from facts read once, and, unless a dry run, written in the caller's transaction: the
 * visits locked in id order skipping any another transaction holds (a manual assignment or another run
 * has them), then the roster's days in date order (decision 0033's order), then who is busy read again
 * under those locks, so a choice another writer made meanwhile is never overwritten or double-booked.
 */
export function createAutoassign(deps: AutoassignDeps) {
  /** Reads every fact the plan weighs for these visits. */
  async function read(
    tx: Db,
    cityId: number,
    visits: readonly OpenVisit[],
    from: string,
    to: string,
    at: Date,
  ) {
    // The roster is read once per PIN code and kind among the visits (a city has a few dozen of each).
    const groups = new Map<string, { pincode: string; kind: ServiceKind }>();
    for (const v of visits)
      groups.set(`${v.pincode}:${v.serviceKind}`, { pincode: v.pincode, kind: v.serviceKind });
    // The city's roster once, each visit's kind and PIN code matched here (roster.repo's eligibility rule).
    const city = await deps.roster.cityRoster(tx, cityId, from, to);
    const rosterOf = new Map<string, RosterCompanion[]>();
    for (const [key, g] of groups) {
      rosterOf.set(
        key,
        city.filter(
          (c) => c.kinds.includes(g.kind) && (c.pincodes.length === 0 || c.pincodes.includes(g.pincode)),
        ),
      );
    }
    const companionIds = [...new Set([...rosterOf.values()].flatMap((list) => list.map((c) => c.id)))];
    const lovedOneIds = [...new Set(visits.flatMap((v) => (v.lovedOneId === null ? [] : [v.lovedOneId])))];
    const userIds = [...new Set(visits.map((v) => v.userId))];
    const seriesIds = [...new Set(visits.flatMap((v) => (v.seriesId === null ? [] : [v.seriesId])))];
    const since = new Date(at.getTime() - CONTINUITY_LOOKBACK_DAYS * DAY_MS);
    const pincodes = [...new Set(visits.map((v) => v.pincode))];
    const [busy, served, care, regular, wishes, travel] = await Promise.all([
      deps.availability.busyOf(tx, companionIds, from, to),
      repo.servedBetween(tx, lovedOneIds, since, at),
      deps.lovedOnes.careDetails(tx, lovedOneIds),
      deps.seriesRegulars.regularsOf(tx, seriesIds),
      deps.visits.wishesOfMany(tx, userIds),
      deps.availability.travelFactsBetween(tx, { cityId, from, to, pincodes }, companionIds),
    ]);
    const avoided = new Map<number, Set<number>>();
    const preferred = new Map<number, Set<number>>();
    for (const [userId, of] of wishes) {
      for (const [companionId, wish] of of) {
        const into = wish === "avoid" ? avoided : preferred;
        into.set(userId, (into.get(userId) ?? new Set()).add(companionId));
      }
    }
    // Each companion's visits held per week, from their busy windows (one per visit).
    const weekLoad = new Map<string, number>();
    for (const [id, list] of busy) {
      for (const [start] of list) {
        const day = new Date(start + 5.5 * 3_600_000).toISOString().slice(0, 10);
        const key = `${mondayOf(day)}:${id}`;
        weekLoad.set(key, (weekLoad.get(key) ?? 0) + 1);
      }
    }
    const languages = new Map<number, readonly Language[]>(
      [...care].map(([id, c]) => [id, c.languages] as const),
    );
    const facts: PlanFacts = {
      eligible: new Map(visits.map((v) => [v.id, rosterOf.get(`${v.pincode}:${v.serviceKind}`) ?? []])),
      busy,
      avoided,
      preferred,
      served,
      regular,
      languages,
      weekLoad,
      travel,
    };
    return facts;
  }

  const toPlanVisit = (v: OpenVisit): PlanVisit => ({
    id: v.id,
    userId: v.userId,
    lovedOneId: v.lovedOneId,
    seriesId: v.seriesId,
    date: v.visitDate,
    shift: v.shiftType as ShiftType,
    startsAt: v.startsAt,
    stop: {
      bookingId: v.id,
      date: v.visitDate,
      start: v.startsAt.getTime(),
      end: v.startsAt.getTime() + v.minutes * 60_000,
      pincode: v.pincode,
    },
  });

  /** Writes a plan under the locks, keeping only choices still valid; the visits taken meanwhile move to unassigned. */
  async function write(
    tx: Db,
    cityId: number,
    visits: readonly OpenVisit[],
    plan: Plan,
    at: Date,
  ): Promise<Plan> {
    const planned = new Map(plan.assigned.map((p) => [p.visitId, p]));
    // Still as planned: no companion, or still the one whose check lapses (nobody chose another meanwhile).
    const heldBy = new Map(visits.map((v) => [v.id, v.companionId]));
    const locked = await deps.bookings.lockFreeOf(tx, [...planned.keys()]);
    const stillOpen = new Set(
      locked
        .filter(
          (b) => b.companionId === (heldBy.get(b.id) ?? null) && b.startsAt > at && isLiveBooking(b.status),
        )
        .map((b) => b.id),
    );
    const byId = new Map(visits.map((v) => [v.id, v]));
    const keep = plan.assigned.filter((p) => stillOpen.has(p.visitId));
    for (const day of rosterDays(
      keep.flatMap((p) => {
        const v = byId.get(p.visitId);
        return v ? [toPlanVisit(v)] : [];
      }),
    ))
      await deps.availability.lockSlot(tx, day, 1);
    // Who is busy now, under the days' locks: a companion someone else gave a visit meanwhile is not double-booked.
    const companions = [...new Set(keep.map((p) => p.companionId))];
    const days = keep.flatMap((p) => byId.get(p.visitId)?.visitDate ?? []).sort();
    const busy =
      days.length === 0
        ? new Map()
        : await deps.availability.busyOf(tx, companions, days[0] ?? "", days.at(-1) ?? "");
    // The journeys too, on the companions' visits as they are now (decision 0088's rule, judged again).
    const travel =
      days.length === 0
        ? null
        : await deps.availability.travelFactsBetween(
            tx,
            { cityId, from: days[0] ?? "", to: days.at(-1) ?? "", pincodes: visits.map((v) => v.pincode) },
            companions,
          );
    const stops = new Map(travel?.stops ?? []);
    const written: typeof keep = [];
    const taken: number[] = plan.assigned.filter((p) => !stillOpen.has(p.visitId)).map((p) => p.visitId);
    const held = new Map<number, [number, number][]>();
    for (const p of keep) {
      const v = byId.get(p.visitId);
      const w = v ? windowOf(v) : null;
      if (!v || !w) continue;
      const theirs = [...(busy.get(p.companionId) ?? []), ...(held.get(p.companionId) ?? [])];
      const stop = toPlanVisit(v).stop;
      const journey = travel && stop ? judgeTravel({ ...travel, stops }, p.companionId, stop) : null;
      if (theirs.some(([s, e]) => s < w[1] && e > w[0]) || (journey && !journey.fits)) {
        taken.push(p.visitId);
        continue;
      }
      if (stop) stops.set(p.companionId, [...(stops.get(p.companionId) ?? []), stop]);
      held.set(p.companionId, [...(held.get(p.companionId) ?? []), w]);
      written.push(p);
    }
    const byCompanion = new Map<number, OpenVisit[]>();
    for (const p of written) {
      const v = byId.get(p.visitId);
      if (v) byCompanion.set(p.companionId, [...(byCompanion.get(p.companionId) ?? []), v]);
    }
    const statusOf = new Map(locked.map((b) => [b.id, b.status]));
    for (const [companionId, list] of byCompanion) {
      const rows = list.map((v) => {
        const status = statusOf.get(v.id) ?? "requested";
        return { id: v.id, from: status, to: status };
      });
      await deps.bookings.setCompanions(tx, rows, companionId, at);
    }
    return {
      assigned: written,
      unassigned: [
        ...plan.unassigned,
        ...taken.map((visitId) => ({ visitId, reason: "taken_meanwhile" as const })),
      ],
    };
  }

  /**
   * Plans (and unless `dryRun`, writes in `tx`) the open visits of a city in [from, to]. A city that does not
   * exist, or lies outside the caller's cities, is not found.
   */
  async function run(
    tx: Db,
    r: { cityId: number; from: string; to: string; dryRun: boolean; cities: CityScope; at: Date },
  ): Promise<AutoassignRun> {
    if ((r.cities && !r.cities.includes(r.cityId)) || !(await repo.cityExists(tx, r.cityId))) {
      throw new AppError("BE004", AUTOASSIGN_MESSAGES.cityNotFound);
    }
    // A requested visit whose companion's check lapses before it is offered again (decision 0087); a
    // confirmed one was announced to the family, so it stays with the team, flagged on the dashboard.
    const lapsed = await deps.checkLapses.lapsedAssignments(tx, {
      cityIds: [r.cityId],
      from: r.from,
      to: r.to,
      startsAfter: r.at,
    });
    const alsoIds = lapsed.filter((l) => l.status === "requested").map((l) => l.bookingId);
    const visits = await repo.openVisits(tx, {
      cityId: r.cityId,
      from: r.from,
      to: r.to,
      now: r.at,
      alsoIds,
    });
    const facts = await read(tx, r.cityId, visits, r.from, r.to, r.at);
    const planned = planVisits(visits.map(toPlanVisit), facts);
    const plan = r.dryRun ? planned : await write(tx, r.cityId, visits, planned, r.at);
    const profiles = await deps.roster.profiles(tx, [...new Set(plan.assigned.map((p) => p.companionId))]);
    const names = new Map([...profiles].map(([id, p]) => [id, p.fullName] as const));
    return { dryRun: r.dryRun, visits, plan, names, facts };
  }

  /** A run as admin/autoassign/ answers it. */
  return { run, answer: toAutoassignAnswer };
}
export type Autoassign = ReturnType<typeof createAutoassign>;
