import {
  type AutoassignReason,
  type AutoassignRefusal,
  type Language,
  type ShiftType,
  weekdayOf,
} from "@eldercare/contracts";
import { addDays } from "../../lib/india-date.ts";
import type { TravelFacts, VisitStop } from "../availability/availability.service.ts";
import type { RosterCompanion } from "../companions/roster.service.ts";

/*
 * What the auto-scheduler's plan (auto-plan.ts, decision 0089) takes and gives: the visits, the facts read
 * once for a run, and the plan.
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
  /**
   * Rebalance: the companion this requested visit holds (its window is among `busy`, its stop among the
   * travel stops, and it counts in their week). It may keep them or move; absent for an open visit.
   */
  heldBy?: number | null;
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
/** A held visit given another companion: moved, from the one it held. */
export interface Moved extends Planned {
  fromCompanionId: number;
}
export interface Unplanned {
  visitId: number;
  reason: AutoassignRefusal;
}
export interface Plan {
  assigned: Planned[];
  unassigned: Unplanned[];
  /**
   * Held visits moved, in the order the plan placed them: each went into a window free then, so written in
   * this order no move lands on a visit that has not yet moved away. A held visit kept is in no list.
   */
  moved: Moved[];
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
