import { type AutoassignReason, type AutoassignRefusal, weekdayOf } from "@eldercare/contracts";
import type { RosterCompanion } from "../companions/roster.service.ts";
import { mondayOf, type PlanFacts, type PlanVisit } from "./auto-plan-facts.ts";

/*
 * The auto-scheduler's hard rules on one companion and one visit (decision 0044, 0087), why nobody could
 * be sent, and why a companion was chosen: the plan's (auto-plan.ts) words for each visit.
 */

/** Each visit's weekday and shift as the weekly pattern names them, worked out once per visit. */
const slots = new WeakMap<PlanVisit, string>();
function slotOf(v: PlanVisit): string {
  let slot = slots.get(v);
  if (slot === undefined) {
    slot = `${weekdayOf(v.date)}:${v.shift}`;
    slots.set(v, slot);
  }
  return slot;
}

/** Working that weekday and shift, not on leave, and every check still valid on the visit's day. */
export function works(c: RosterCompanion, v: PlanVisit): boolean {
  return (
    c.weekly.has(slotOf(v)) &&
    !c.leave.some((l) => l.from <= v.date && l.to >= v.date) &&
    (c.validThrough === null || c.validThrough >= v.date)
  );
}

/** The companions a visit could ever have: eligible, working then with valid checks, not avoided. */
export function possible(v: PlanVisit, f: PlanFacts): RosterCompanion[] {
  const avoided = f.avoided.get(v.userId);
  return (f.eligible.get(v.id) ?? []).filter((c) => works(c, v) && !avoided?.has(c.id));
}

/** Why nobody could be sent: nobody works then at all, or everyone who does is avoided; else all are busy. */
export function refusalOf(v: PlanVisit, f: PlanFacts): AutoassignRefusal {
  const working = (f.eligible.get(v.id) ?? []).filter((c) => works(c, v));
  const avoided = f.avoided.get(v.userId);
  if (working.length > 0 && working.every((c) => avoided?.has(c.id))) return "all_avoided";
  return "nobody_available";
}

/** Why a companion was chosen, in the order the score weighs them. */
export function reasonsFor(
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
  // A move away from a companion the rules no longer allow for it (pattern, leave, checks, area, avoided).
  if (v.heldBy != null && !options.some((o) => o.id === v.heldBy)) reasons.push("held_unsuitable");
  return reasons;
}
