import {
  AUTOASSIGN_MESSAGES,
  CONTINUITY_LOOKBACK_DAYS,
  type Language,
  type ServiceKind,
  type ShiftType,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { AssignableBookings } from "../bookings/assignable-bookings.service.ts";
import type { CheckLapses } from "../companions/check-lapses.service.ts";
import type { Roster, RosterCompanion } from "../companions/roster.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { SeriesRegularsService } from "../schedules/series-regulars.service.ts";
import type { VisitRecords } from "../visits/visit-records.service.ts";
import * as repo from "./auto-assign.repo.ts";
import { type AutoassignRun, type OpenVisit, toAutoassignAnswer } from "./auto-assign-answer.ts";
import { stopOf, writePlan } from "./auto-assign-write.ts";
import { mondayOf, type PlanFacts, type PlanVisit, planVisits } from "./auto-plan.ts";

export interface AutoassignDeps extends Pick<AppDeps, "db" | "now"> {
  bookings: AssignableBookings;
  availability: Pick<Availability, "busyOf" | "lockSlot" | "travelFactsBetween">;
  roster: Roster;
  lovedOnes: Pick<LovedOneAccess, "careDetails">;
  visits: Pick<VisitRecords, "wishesOfMany" | "checksOf">;
  seriesRegulars: Pick<SeriesRegularsService, "regularsOf">;
  /** Visits held by a companion whose check lapses before them (the companions module's, decision 0087). */
  checkLapses: Pick<CheckLapses, "lapsedAssignments">;
}

const DAY_MS = 86_400_000;

/**
 * admin/autoassign/ (issue 45, decision 0089): the open visits of a city in a span of days, planned
 * (auto-plan.ts) from facts read once, and, unless a dry run, written in the caller's transaction: the
 * visits locked in id order skipping any another transaction holds (a manual assignment or another run
 * has them), then the roster's days in date order (decision 0033's order), then who is busy read again
 * under those locks, so a choice another writer made meanwhile is never overwritten or double-booked
 * (auto-assign-write.ts). With `rebalance`, requested visits holding a companion may move too.
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

  const toPlanVisit = (v: OpenVisit, heldBy: number | null): PlanVisit => ({
    id: v.id,
    userId: v.userId,
    lovedOneId: v.lovedOneId,
    seriesId: v.seriesId,
    date: v.visitDate,
    shift: v.shiftType as ShiftType,
    startsAt: v.startsAt,
    stop: stopOf(v),
    heldBy,
  });

  /**
   * With `rebalance`, the requested visits holding a companion that may move: not those offered again for a
   * lapsed check (planned as open), nor one somebody already checked in to. By visit, the companion held.
   */
  async function heldOf(tx: Db, visits: readonly OpenVisit[], lapsed: ReadonlySet<number>) {
    const held = visits.filter(
      (v) => v.companionId !== null && v.status === "requested" && !lapsed.has(v.id),
    );
    const checks = await deps.visits.checksOf(
      tx,
      held.map((v) => v.id),
    );
    return new Map(
      held.flatMap((v) =>
        v.companionId !== null && !checks.get(v.id)?.checkedInAt ? [[v.id, v.companionId] as const] : [],
      ),
    );
  }

  /**
   * Plans (and unless `dryRun`, writes in `tx`) the open visits of a city in [from, to], and with
   * `rebalance` its requested visits holding a companion. A city that does not exist, or lies outside the
   * caller's cities, is not found.
   */
  async function run(
    tx: Db,
    r: {
      cityId: number;
      from: string;
      to: string;
      dryRun: boolean;
      rebalance?: boolean;
      cities: CityScope;
      at: Date;
    },
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
    const found = await repo.openVisits(tx, {
      cityId: r.cityId,
      from: r.from,
      to: r.to,
      now: r.at,
      alsoIds,
      rebalance: r.rebalance ?? false,
    });
    const offered = new Set(alsoIds);
    const held = r.rebalance ? await heldOf(tx, found, offered) : new Map<number, number>();
    // A requested visit somebody checked in to is not the run's (its companion is already there).
    const visits = found.filter((v) => v.companionId === null || offered.has(v.id) || held.has(v.id));
    const facts = await read(tx, r.cityId, visits, r.from, r.to, r.at);
    const planned = planVisits(
      visits.map((v) => toPlanVisit(v, held.get(v.id) ?? null)),
      facts,
    );
    const plan = r.dryRun
      ? { ...planned, movesLeft: [] }
      : await writePlan(deps, tx, { cityId: r.cityId, visits, plan: planned, at: r.at });
    const named = [
      ...plan.assigned.map((p) => p.companionId),
      ...plan.moved.flatMap((m) => [m.companionId, m.fromCompanionId]),
    ];
    const profiles = await deps.roster.profiles(tx, [...new Set(named)]);
    const names = new Map([...profiles].map(([id, p]) => [id, p.fullName] as const));
    return { dryRun: r.dryRun, visits, held: new Set(held.keys()), plan, names, facts };
  }

  /** A run as admin/autoassign/ answers it. */
  return { run, answer: toAutoassignAnswer };
}
export type Autoassign = ReturnType<typeof createAutoassign>;
