import {
  type AutoassignReason,
  type AutoassignRefusal,
  type Language,
  type ShiftType,
  shiftWindow,
  weekdayOf,
} from "@eldercare/contracts";
import { addDays } from "../../lib/india-date.ts";
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
}

export interface Planned {
  visitId: number;
  companionId: number;
  reasons: AutoassignReason[];
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
export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

/** The score's weights: continuity outweighs everything else, then the family's wish, then language. */
export const WEIGHTS = {
  regular: 1000,
  served: 200,
  servedEach: 10,
  prefers: 100,
  language: 50,
  loadEach: 5,
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
  const given = new Map<number, { companionId: number; window: Window }>();
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
  };

  function score(v: PlanVisit, c: RosterCompanion): number {
    const served = v.lovedOneId === null ? 0 : (f.served.get(v.lovedOneId)?.get(c.id) ?? 0);
    const spoken = v.lovedOneId === null ? [] : (f.languages.get(v.lovedOneId) ?? []);
    return (
      (v.seriesId !== null && f.regular.get(v.seriesId) === c.id ? WEIGHTS.regular : 0) +
      (served > 0 ? WEIGHTS.served + WEIGHTS.servedEach * Math.min(served, 10) : 0) +
      (f.preferred.get(v.userId)?.has(c.id) ? WEIGHTS.prefers : 0) +
      (c.languages.some((l) => spoken.includes(l)) ? WEIGHTS.language : 0) -
      WEIGHTS.loadEach * loadOf(c.id, v)
    );
  }

  /** The best free companion for a visit, leaving out `except`; null when none is free. */
  function best(v: PlanVisit, except?: number): RosterCompanion | null {
    const w = windows.get(v.id);
    if (!w) return null;
    let top: RosterCompanion | null = null;
    let topScore = Number.NEGATIVE_INFINITY;
    for (const c of options.get(v.id) ?? []) {
      if (c.id === except || clashes(c.id, w)) continue;
      const s = score(v, c);
      if (s > topScore || (s === topScore && top !== null && c.id < top.id)) {
        top = c;
        topScore = s;
      }
    }
    return top;
  }

  const order = [...visits].sort(
    (a, b) =>
      (options.get(a.id)?.length ?? 0) - (options.get(b.id)?.length ?? 0) ||
      a.startsAt.getTime() - b.startsAt.getTime() ||
      a.id - b.id,
  );
  const left: PlanVisit[] = [];
  for (const v of order) {
    const c = best(v);
    const w = windows.get(v.id);
    if (c && w) hold(v, c.id, w);
    else left.push(v);
  }

  // Repair: give a left-over visit a companion whose one clash is a visit this run can move elsewhere.
  const byId = new Map(visits.map((v) => [v.id, v]));
  const stillLeft: PlanVisit[] = [];
  for (const v of left) {
    const w = windows.get(v.id);
    let done = false;
    for (const c of w ? (options.get(v.id) ?? []) : []) {
      if (!w) break;
      const mine = [...given].filter(
        ([, g]) => g.companionId === c.id && g.window[0] < w[1] && g.window[1] > w[0],
      );
      const [clash] = mine;
      if (mine.length !== 1 || !clash) continue;
      const other = byId.get(clash[0]);
      if (!other) continue;
      // Only the run's own visit clashes: was the companion free apart from it?
      release(other);
      if (clashes(c.id, w)) {
        hold(other, c.id, clash[1].window);
        continue;
      }
      hold(v, c.id, w);
      const moved = best(other, c.id);
      if (moved) {
        hold(other, moved.id, clash[1].window);
        done = true;
        break;
      }
      release(v);
      hold(other, c.id, clash[1].window);
    }
    if (!done) stillLeft.push(v);
  }

  const assigned: Planned[] = [];
  for (const v of visits) {
    const g = given.get(v.id);
    if (!g) continue;
    const c = (options.get(v.id) ?? []).find((x) => x.id === g.companionId);
    if (!c) continue;
    assigned.push({
      visitId: v.id,
      companionId: c.id,
      reasons: reasonsFor(v, c, f, options.get(v.id) ?? []),
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
