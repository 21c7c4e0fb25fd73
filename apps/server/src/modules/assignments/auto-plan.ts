import {
  type AutoassignReason,
  type AutoassignRefusal,
  type Language,
  type ShiftType,
  shiftWindow,
  weekdayOf,
} from "@eldercare/contracts";
import { addDays } from "../../lib/india-date.ts";
import { judgeTravel, type TravelFacts, type VisitStop } from "../availability/availability.service.ts";
import type { RosterCompanion } from "../companions/roster.service.ts";

/*
 * The auto-scheduler's plan (issue 45, decision 0089), pure: which companion makes each visit, or why
 * nobody can. The hard rules are the team's own (decision 0044): on the roster for the visit's area and
 * kind (active, checks dated, covering the PIN code), every check still valid on the visit's day (decision
 * 0087), working that weekday and shift, not on leave, not
 * busy then, and not avoided by the family. Among those free, a score prefers continuity first.
 */

/** A visit to plan. */
export interface PlanVisit {
  id: number;
  userId: number;
  lovedOneId: number | null;
  seriesId: number | null;
  date: string;
  shift: ShiftType;
  startsAt: Date;
  /** Where and when the visit is, for the travel rule (its start plus its service's length); null: not judged. */
  stop: VisitStop | null;
}

/** What the plan weighs, read once for the whole run. */
export interface PlanFacts {
  /** The roster eligible for each visit's area and kind (checks, kind, PIN code), by visit id. */
  eligible: ReadonlyMap<number, readonly RosterCompanion[]>;
  /** Each companion's visits already held, as [start, end) in epoch ms. */
  busy: ReadonlyMap<number, readonly (readonly [number, number])[]>;
  /** The companions each member asked us not to send, and those they prefer. */
  avoided: ReadonlyMap<number, ReadonlySet<number>>;
  preferred: ReadonlyMap<number, ReadonlySet<number>>;
  /** For each loved one, the visits each companion served in the lookback. */
  served: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** A care schedule's regular companion, by schedule. */
  regular: ReadonlyMap<number, number>;
  /** The loved ones' languages. */
  languages: ReadonlyMap<number, readonly Language[]>;
  /** Each companion's visits already held per week ("monday date:companion id"). */
  weekLoad: ReadonlyMap<string, number>;
  /** The travel rule's facts (decision 0088): each companion's visits around the days, the points, the speed. */
  travel: TravelFacts | null;
}

export interface Planned {
  visitId: number;
  companionId: number;
  reasons: AutoassignReason[];
  /** The journey from their visit before it that day, in minutes; null: the first of their day, or unknown. */
  travelMinutes: number | null;
}
export interface Unplanned {
  visitId: number;
  reason: AutoassignRefusal;
}
export interface Plan {
  assigned: Planned[];
  unassigned: Unplanned[];
}

/** The Monday (YYYY-MM-DD) of a date's week. */
const mondays = new Map<string, string>();
export const mondayOf = (date: string) => {
  let monday = mondays.get(date);
  if (monday === undefined) {
    monday = addDays(date, 1 - weekdayOf(date));
    mondays.set(date, monday);
  }
  return monday;
};

/** The score's weights: continuity outweighs everything else, then the family's wish, then language. */
export const WEIGHTS = {
  regular: 1000,
  served: 200,
  servedEach: 10,
  prefers: 100,
  language: 50,
  loadEach: 5,
  travelEach: 1,
  travelUnknown: 20,
} as const;

type Window = readonly [number, number];

function windowOf(v: PlanVisit): Window | null {
  const w = shiftWindow(v.date, v.shift);
  return w ? [w.start.getTime(), w.end.getTime()] : null;
}

/** Working that weekday and shift, not on leave, and every check still valid on the visit's day. */
function works(c: RosterCompanion, v: PlanVisit): boolean {
  return (
    c.weekly.has(`${weekdayOf(v.date)}:${v.shift}`) &&
    !c.leave.some((l) => l.from <= v.date && l.to >= v.date) &&
    (c.validThrough === null || c.validThrough >= v.date)
  );
}

/** The companions a visit could ever have: eligible, working then with valid checks, not avoided. */
function possible(v: PlanVisit, f: PlanFacts): RosterCompanion[] {
  const avoided = f.avoided.get(v.userId);
  return (f.eligible.get(v.id) ?? []).filter((c) => works(c, v) && !avoided?.has(c.id));
}

/** Why nobody could be sent: nobody works then at all, or everyone who does is avoided; else all are busy. */
function refusalOf(v: PlanVisit, f: PlanFacts): AutoassignRefusal {
  const working = (f.eligible.get(v.id) ?? []).filter((c) => works(c, v));
  const avoided = f.avoided.get(v.userId);
  if (working.length > 0 && working.every((c) => avoided?.has(c.id))) return "all_avoided";
  return "nobody_available";
}

/**
 * The plan: the most constrained visits first (fewest possible companions), each given the best-scored
 * companion free then; then one repair pass, in which a visit left over takes a companion whose only
 * clash is a visit this run gave them, if that visit can move to someone else free.
 */
export function planVisits(visits: readonly PlanVisit[], f: PlanFacts): Plan {
  const busy = new Map<number, Window[]>();
  for (const [id, list] of f.busy) busy.set(id, [...list]);
  const load = new Map(f.weekLoad);
  // Each companion's visits for the travel rule, this run's included as they are given.
  const stops = new Map<number, VisitStop[]>();
  for (const [id, list] of f.travel?.stops ?? []) stops.set(id, [...list]);
  const travelOf = (c: RosterCompanion, v: PlanVisit) =>
    f.travel && v.stop ? judgeTravel({ ...f.travel, stops }, c.id, v.stop) : null;
  const given = new Map<number, { companionId: number; window: Window }>();
  /** The run's own visits of each companion (the repair pass looks up one companion's, never all). */
  const givenTo = new Map<number, Set<number>>();
  const windows = new Map<number, Window | null>(visits.map((v) => [v.id, windowOf(v)]));
  const options = new Map(visits.map((v) => [v.id, possible(v, f)]));

  const clashes = (companionId: number, w: Window) =>
    (busy.get(companionId) ?? []).some(([s, e]) => s < w[1] && e > w[0]);
  const loadOf = (companionId: number, v: PlanVisit) => load.get(`${mondayOf(v.date)}:${companionId}`) ?? 0;
  const hold = (v: PlanVisit, companionId: number, w: Window) => {
    busy.set(companionId, [...(busy.get(companionId) ?? []), w]);
    const key = `${mondayOf(v.date)}:${companionId}`;
    load.set(key, (load.get(key) ?? 0) + 1);
    given.set(v.id, { companionId, window: w });
    givenTo.set(companionId, (givenTo.get(companionId) ?? new Set()).add(v.id));
    if (v.stop) stops.set(companionId, [...(stops.get(companionId) ?? []), v.stop]);
  };
  const release = (v: PlanVisit) => {
    const g = given.get(v.id);
    if (!g) return;
    busy.set(
      g.companionId,
      (busy.get(g.companionId) ?? []).filter((w) => w !== g.window),
    );
    const key = `${mondayOf(v.date)}:${g.companionId}`;
    load.set(key, (load.get(key) ?? 1) - 1);
    given.delete(v.id);
    givenTo.get(g.companionId)?.delete(v.id);
    stops.set(
      g.companionId,
      (stops.get(g.companionId) ?? []).filter((s) => s.bookingId !== v.id),
    );
  };

  function score(v: PlanVisit, c: RosterCompanion, journey: ReturnType<typeof travelOf>): number {
    const travelCost = journey
      ? WEIGHTS.travelEach * (journey.fromPrevious ?? 0) + (journey.unknown ? WEIGHTS.travelUnknown : 0)
      : 0;
    const served = v.lovedOneId === null ? 0 : (f.served.get(v.lovedOneId)?.get(c.id) ?? 0);
    const spoken = v.lovedOneId === null ? [] : (f.languages.get(v.lovedOneId) ?? []);
    return (
      (v.seriesId !== null && f.regular.get(v.seriesId) === c.id ? WEIGHTS.regular : 0) +
      (served > 0 ? WEIGHTS.served + WEIGHTS.servedEach * Math.min(served, 10) : 0) +
      (f.preferred.get(v.userId)?.has(c.id) ? WEIGHTS.prefers : 0) +
      (c.languages.some((l) => spoken.includes(l)) ? WEIGHTS.language : 0) -
      WEIGHTS.loadEach * loadOf(c.id, v) -
      travelCost
    );
  }

  /** The best free companion for a visit, leaving out `except`; null when none is free. */
  function best(v: PlanVisit, except?: number, only?: ReadonlySet<number>): RosterCompanion | null {
    const w = windows.get(v.id);
    if (!w) return null;
    let top: RosterCompanion | null = null;
    let topScore = Number.NEGATIVE_INFINITY;
    for (const c of options.get(v.id) ?? []) {
      if (c.id === except || (only && !only.has(c.id)) || clashes(c.id, w)) continue;
      // The travel rule is hard: the journey from their visit before and on to their visit after, plus the spare minutes.
      const journey = travelOf(c, v);
      if (journey && !journey.fits) continue;
      const s = score(v, c, journey);
      if (s > topScore || (s === topScore && top !== null && c.id < top.id)) {
        top = c;
        topScore = s;
      }
    }
    return top;
  }

  // Continuity first (decision 0089): each visit that one of its own regular or earlier companions is free
  // for goes to one of them before anyone else is placed; only then the rest, most constrained first.
  // Otherwise a family new to everyone takes the companion another family has had for months.
  const continuityOf = (v: PlanVisit) =>
    new Set(
      (options.get(v.id) ?? [])
        .filter(
          (c) =>
            (v.seriesId !== null && f.regular.get(v.seriesId) === c.id) ||
            (v.lovedOneId !== null && (f.served.get(v.lovedOneId)?.get(c.id) ?? 0) > 0),
        )
        .map((c) => c.id),
    );
  const order = [...visits].sort(
    (a, b) =>
      (options.get(a.id)?.length ?? 0) - (options.get(b.id)?.length ?? 0) ||
      a.startsAt.getTime() - b.startsAt.getTime() ||
      a.id - b.id,
  );
  const rest: PlanVisit[] = [];
  for (const v of order) {
    const known = continuityOf(v);
    const c = known.size > 0 ? best(v, undefined, known) : null;
    const w = windows.get(v.id);
    if (c && w) hold(v, c.id, w);
    else rest.push(v);
  }
  const left: PlanVisit[] = [];
  for (const v of rest) {
    const c = best(v);
    const w = windows.get(v.id);
    if (c && w) hold(v, c.id, w);
    else left.push(v);
  }

  // Repair: give a left-over visit a companion whose one clash is a visit this run can move elsewhere.
  const byId = new Map(visits.map((v) => [v.id, v]));
  const stillLeft: PlanVisit[] = [];
  // A visit of the run found with nowhere else to go stays so: later holds only take companions away.
  const stuck = new Set<number>();
  for (const v of left) {
    const w = windows.get(v.id);
    let done = false;
    for (const c of w ? (options.get(v.id) ?? []) : []) {
      if (!w) break;
      const mine = [...(givenTo.get(c.id) ?? [])].flatMap((id) => {
        const g = given.get(id);
        return g && g.window[0] < w[1] && g.window[1] > w[0] ? [[id, g] as const] : [];
      });
      const [clash] = mine;
      if (mine.length !== 1 || !clash) continue;
      const other = byId.get(clash[0]);
      if (!other || stuck.has(other.id)) continue;
      // Where the run's clashing visit could go instead (its own companion left out).
      const moved = best(other, c.id);
      if (!moved) {
        stuck.add(other.id);
        continue;
      }
      // Only the run's own visit clashes: was the companion free apart from it, and can they get there?
      release(other);
      const journey = travelOf(c, v);
      if (clashes(c.id, w) || (journey && !journey.fits)) {
        hold(other, c.id, clash[1].window);
        continue;
      }
      hold(v, c.id, w);
      hold(other, moved.id, clash[1].window);
      done = true;
      break;
    }
    if (!done) stillLeft.push(v);
  }

  const assigned: Planned[] = [];
  for (const v of visits) {
    const g = given.get(v.id);
    if (!g) continue;
    const c = (options.get(v.id) ?? []).find((x) => x.id === g.companionId);
    if (!c) continue;
    // The journey as the final plan has it (the companion's other visits of the run included).
    const journey = travelOf(c, v);
    assigned.push({
      visitId: v.id,
      companionId: c.id,
      reasons: reasonsFor(v, c, f, options.get(v.id) ?? []),
      travelMinutes: journey?.fromPrevious ?? null,
    });
  }
  return {
    assigned,
    unassigned: stillLeft.map((v) => ({ visitId: v.id, reason: refusalOf(v, f) })),
  };
}

/** Why a companion was chosen, in the order the score weighs them. */
function reasonsFor(
  v: PlanVisit,
  c: RosterCompanion,
  f: PlanFacts,
  options: readonly RosterCompanion[],
): AutoassignReason[] {
  const reasons: AutoassignReason[] = [];
  if (v.seriesId !== null && f.regular.get(v.seriesId) === c.id) reasons.push("regular_companion");
  if (v.lovedOneId !== null && (f.served.get(v.lovedOneId)?.get(c.id) ?? 0) > 0)
    reasons.push("served_before");
  if (f.preferred.get(v.userId)?.has(c.id)) reasons.push("family_prefers");
  const spoken = v.lovedOneId === null ? [] : (f.languages.get(v.lovedOneId) ?? []);
  if (c.languages.some((l) => spoken.includes(l))) reasons.push("speaks_language");
  const week = mondayOf(v.date);
  const loadOf = (id: number) => f.weekLoad.get(`${week}:${id}`) ?? 0;
  if (options.every((o) => loadOf(c.id) <= loadOf(o.id))) reasons.push("light_load");
  return reasons;
}

/** The days whose roster locks a run takes for these visits: each date, and the next for a night shift. */
export function rosterDays(visits: readonly PlanVisit[]): string[] {
  const days = new Set<string>();
  for (const v of visits) {
    days.add(v.date);
    if (v.shift === 4) days.add(addDays(v.date, 1));
  }
  return [...days].sort();
}
