import { shiftWindow } from "@eldercare/contracts";
import { addDays } from "../../lib/india-date.ts";
import { judgeTravel, type VisitStop } from "../availability/availability.service.ts";
import type { RosterCompanion } from "../companions/roster.service.ts";
import {
  type Moved,
  mondayOf,
  type Plan,
  type PlanFacts,
  type Planned,
  type PlanVisit,
} from "./auto-plan-facts.ts";
import { possible, reasonsFor, refusalOf } from "./auto-plan-rules.ts";

export type { Moved, Plan, PlanFacts, Planned, PlanVisit, Unplanned } from "./auto-plan-facts.ts";
export { mondayOf } from "./auto-plan-facts.ts";

/*
 * The auto-scheduler's plan (issue 45, decision 0089), pure: which companion makes each visit, or why
 * nobody can. The hard rules are the team's own (decision 0044): on the roster for the visit's area and
 * kind (active, checks dated, covering the PIN code), every check still valid on the visit's day (decision
 * 0087), working that weekday and shift, not on leave, not
 * busy then, and not avoided by the family (auto-plan-rules.ts). Among those free, a score prefers
 * continuity first. With `rebalance`, a requested visit holding a companion joins the plan too: its own hold never makes its
 * companion look busy for it, and it keeps them unless another suits it clearly better (WEIGHTS.keep).
 */

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
  /**
   * A held visit's own companion (rebalance): a move must gain more than this, so a language, the family's
   * wish or continuity moves it, and a slightly lighter week or a few minutes' journey do not.
   */
  keep: 30,
} as const;

type Window = readonly [number, number];

function windowOf(v: PlanVisit): Window | null {
  const w = shiftWindow(v.date, v.shift);
  return w ? [w.start.getTime(), w.end.getTime()] : null;
}

/**
 * The plan: the most constrained visits first (fewest possible companions), each given the best-scored
 * companion free then; then one repair pass, in which a visit left over takes a companion whose only
 * clash is a visit this run gave them, if that visit can move to someone else free.
 */
export function planVisits(visits: readonly PlanVisit[], f: PlanFacts): Plan {
  // Each visit's week, worked out once per date: the score asks it for every companion it weighs.
  const mondays = new Map<string, string>();
  const weekOf = (date: string) => {
    let monday = mondays.get(date);
    if (monday === undefined) {
      monday = mondayOf(date);
      mondays.set(date, monday);
    }
    return monday;
  };
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
  /** When each visit was last placed: the order moves are written in. */
  const placedAt = new Map<number, number>();
  let placings = 0;

  // A held visit starts with its companion: its window (the one among `busy`) stays theirs until it moves,
  // so nobody else is given that time while it might stay.
  for (const v of visits) {
    const w = windows.get(v.id);
    if (v.heldBy == null || !w) continue;
    const list = busy.get(v.heldBy) ?? [];
    let own = list.find(([s, e]) => s === w[0] && e === w[1]);
    if (!own) {
      // Not read with the roster (no longer on it): counted here so that moving it releases what it took.
      own = w;
      busy.set(v.heldBy, [...list, w]);
      const key = `${weekOf(v.date)}:${v.heldBy}`;
      load.set(key, (load.get(key) ?? 0) + 1);
    }
    given.set(v.id, { companionId: v.heldBy, window: own });
  }

  /** Whether the companion is busy then, the visit's own hold left out (it does not keep them from itself). */
  const clashes = (companionId: number, w: Window, self?: number) => {
    const own = self === undefined ? undefined : given.get(self);
    const mine = own?.companionId === companionId ? own.window : undefined;
    return (busy.get(companionId) ?? []).some((x) => x !== mine && x[0] < w[1] && x[1] > w[0]);
  };
  const loadOf = (companionId: number, v: PlanVisit) => load.get(`${weekOf(v.date)}:${companionId}`) ?? 0;
  const hold = (v: PlanVisit, companionId: number, w: Window) => {
    busy.set(companionId, [...(busy.get(companionId) ?? []), w]);
    const key = `${weekOf(v.date)}:${companionId}`;
    load.set(key, (load.get(key) ?? 0) + 1);
    given.set(v.id, { companionId, window: w });
    givenTo.set(companionId, (givenTo.get(companionId) ?? new Set()).add(v.id));
    placedAt.set(v.id, placings++);
    if (v.stop) stops.set(companionId, [...(stops.get(companionId) ?? []), v.stop]);
  };
  const release = (v: PlanVisit) => {
    const g = given.get(v.id);
    if (!g) return;
    busy.set(
      g.companionId,
      (busy.get(g.companionId) ?? []).filter((w) => w !== g.window),
    );
    const key = `${weekOf(v.date)}:${g.companionId}`;
    load.set(key, (load.get(key) ?? 1) - 1);
    given.delete(v.id);
    givenTo.get(g.companionId)?.delete(v.id);
    stops.set(
      g.companionId,
      (stops.get(g.companionId) ?? []).filter((s) => s.bookingId !== v.id),
    );
  };
  /** Gives a visit its companion; a held visit given its own companion keeps its hold as it is. */
  const place = (v: PlanVisit, companionId: number, w: Window) => {
    if (given.get(v.id)?.companionId === companionId) return;
    release(v);
    hold(v, companionId, w);
  };

  function score(v: PlanVisit, c: RosterCompanion, journey: ReturnType<typeof travelOf>): number {
    const travelCost = journey
      ? WEIGHTS.travelEach * (journey.fromPrevious ?? 0) + (journey.unknown ? WEIGHTS.travelUnknown : 0)
      : 0;
    const served = v.lovedOneId === null ? 0 : (f.served.get(v.lovedOneId)?.get(c.id) ?? 0);
    const spoken = v.lovedOneId === null ? [] : (f.languages.get(v.lovedOneId) ?? []);
    // A visit counts in its own companion's week: left out, so keeping and moving compare like for like.
    const itself = given.get(v.id)?.companionId === c.id ? 1 : 0;
    return (
      (v.seriesId !== null && f.regular.get(v.seriesId) === c.id ? WEIGHTS.regular : 0) +
      (served > 0 ? WEIGHTS.served + WEIGHTS.servedEach * Math.min(served, 10) : 0) +
      (f.preferred.get(v.userId)?.has(c.id) ? WEIGHTS.prefers : 0) +
      (c.languages.some((l) => spoken.includes(l)) ? WEIGHTS.language : 0) +
      (v.heldBy === c.id ? WEIGHTS.keep : 0) -
      WEIGHTS.loadEach * (loadOf(c.id, v) - itself) -
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
      if (c.id === except || (only && !only.has(c.id)) || clashes(c.id, w, v.id)) continue;
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
    if (c && w) place(v, c.id, w);
    else rest.push(v);
  }
  const left: PlanVisit[] = [];
  for (const v of rest) {
    const c = best(v);
    const w = windows.get(v.id);
    if (c && w) place(v, c.id, w);
    // A held visit nobody else can take keeps the companion it holds (even one it could not be given now).
    else if (v.heldBy == null) left.push(v);
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
      // A held visit moves once at most, so the moves can be written one after another in the order placed.
      if (!other || other.heldBy != null || stuck.has(other.id)) continue;
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
  const moved: Moved[] = [];
  for (const v of visits) {
    const g = given.get(v.id);
    // A held visit still with its companion is kept: not a move, nothing to write.
    if (!g || g.companionId === v.heldBy) continue;
    const c = (options.get(v.id) ?? []).find((x) => x.id === g.companionId);
    if (!c) continue;
    // The journey as the final plan has it (the companion's other visits of the run included).
    const journey = travelOf(c, v);
    const planned = {
      visitId: v.id,
      companionId: c.id,
      reasons: reasonsFor(v, c, f, options.get(v.id) ?? []),
      travelMinutes: journey?.fromPrevious ?? null,
    };
    if (v.heldBy == null) assigned.push(planned);
    else moved.push({ ...planned, fromCompanionId: v.heldBy });
  }
  moved.sort((a, b) => (placedAt.get(a.visitId) ?? 0) - (placedAt.get(b.visitId) ?? 0));
  return {
    assigned,
    unassigned: stillLeft.map((v) => ({ visitId: v.id, reason: refusalOf(v, f) })),
    moved,
  };
}

/** The days whose roster locks a run takes for these visits: each date, and the next for a night shift. */
export function rosterDays(visits: readonly Pick<PlanVisit, "date" | "shift">[]): string[] {
  const days = new Set<string>();
  for (const v of visits) {
    days.add(v.date);
    if (v.shift === 4) days.add(addDays(v.date, 1));
  }
  return [...days].sort();
}
