// The baseline the auto-scheduler is measured against (issue 45): "first available companion by id". Each
// of the day's open visits in id order gets the lowest-id companion who passes every hard rule — of the
// visit's city, covering its PIN code and making its kind, active with all checks valid that day, working
// that weekday and shift, not on leave, holding no overlapping visit (those the baseline gave included),
// not avoided by the family — or none. Pure: it plans from schedule-facts.ts's facts and writes nothing.
import type { Companion, DayFacts, OpenVisit } from "./schedule-facts.ts";

/** The hard rules but the one about other visits: may `c` be sent to `v` at all? */
export function mayMake(c: Companion, v: OpenVisit, f: DayFacts): boolean {
  return (
    c.sendable &&
    c.cityId === v.cityId &&
    c.shifts.has(v.shift) &&
    c.kinds.has(v.kind) &&
    (c.pincodes.size === 0 || c.pincodes.has(v.pincode)) &&
    !f.avoided.get(v.userId)?.has(c.id)
  );
}

/** Windows held per companion, from the facts, that a plan adds to as it gives visits. */
export function holdings(f: DayFacts) {
  const held = new Map<number, Array<[number, number]>>();
  for (const [id, list] of f.busy) held.set(id, [...list]);
  return {
    free: (companionId: number, [start, end]: [number, number]) =>
      !held.get(companionId)?.some(([s, e]) => s < end && e > start),
    hold: (companionId: number, window: [number, number]) =>
      held.set(companionId, [...(held.get(companionId) ?? []), window]),
  };
}

/** Booking id → companion id, for the visits the baseline could give someone. */
export function firstAvailable(f: DayFacts): Map<number, number> {
  const byCity = new Map<number, DayFacts["companions"]>();
  for (const c of [...f.companions].sort((a, b) => a.id - b.id)) {
    byCity.set(c.cityId, [...(byCity.get(c.cityId) ?? []), c]);
  }
  const { free, hold } = holdings(f);
  const given = new Map<number, number>();
  for (const v of [...f.visits].sort((a, b) => a.id - b.id)) {
    const c = (byCity.get(v.cityId) ?? []).find((x) => mayMake(x, v, f) && free(x.id, v.window));
    if (!c) continue;
    hold(c.id, v.window);
    given.set(v.id, c.id);
  }
  return given;
}
