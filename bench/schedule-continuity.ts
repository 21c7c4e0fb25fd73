// How much continuity the measured day allows, to judge the scheduler's figure by: a continuity-first
// greedy over the same facts and hard rules (schedule-baseline.ts's) that gives only visits to companions
// who served their loved one — the visits with the fewest such companions first, each to the one who served
// them most, free then. It leaves the rest unplanned, so it says nothing of the share assigned; its count
// is a lower bound on the most visits that could go to someone who served them.
import { holdings, mayMake } from "./schedule-baseline.ts";
import type { DayFacts } from "./schedule-facts.ts";

/** The visits a continuity-first plan gives to a companion who served their loved one. */
export function continuityFirst(f: DayFacts): number {
  const byId = new Map(f.companions.map((c) => [c.id, c]));
  const options = f.visits.flatMap((v) => {
    const served = [...(f.served.get(v.lovedOneId) ?? [])]
      .filter(([id]) => {
        const c = byId.get(id);
        return c !== undefined && mayMake(c, v, f);
      })
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return served.length > 0 ? [{ v, served: served.map(([id]) => id) }] : [];
  });
  options.sort((a, b) => a.served.length - b.served.length || a.v.id - b.v.id);
  const { free, hold } = holdings(f);
  let given = 0;
  for (const { v, served } of options) {
    const id = served.find((x) => free(x, v.window));
    if (id === undefined) continue;
    hold(id, v.window);
    given += 1;
  }
  return given;
}
