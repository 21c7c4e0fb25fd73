import { type Language, type ShiftType, shiftWindow } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import type { RosterCompanion } from "../companions/roster.service.ts";
import { type PlanFacts, type PlanVisit, planVisits, rosterDays } from "./auto-plan.ts";

/*
 * The auto-scheduler's plan (decision 0089), each hard rule and each preference on its own: a tiny roster
 * and one or two visits, so a rule that stopped holding changes who is chosen.
 */

const MONDAY = "2026-12-21";
/** Works every shift of every day unless told otherwise. */
function companion(id: number, over: Partial<RosterCompanion> = {}): RosterCompanion {
  const weekly = new Set<string>();
  for (let d = 1; d <= 7; d++) for (let s = 1; s <= 4; s++) weekly.add(`${d}:${s}`);
  return { id, languages: ["English"], weekly, leave: [], validThrough: null, ...over };
}
function visit(id: number, over: Partial<PlanVisit> = {}): PlanVisit {
  const date = over.date ?? MONDAY;
  const shift = (over.shift ?? 1) as ShiftType;
  return {
    id,
    userId: 100 + id,
    lovedOneId: 200 + id,
    seriesId: null,
    date,
    shift,
    startsAt: shiftWindow(date, shift)?.start ?? new Date(0),
    stop: null,
    ...over,
  };
}
function facts(visits: PlanVisit[], roster: RosterCompanion[], over: Partial<PlanFacts> = {}): PlanFacts {
  return {
    eligible: new Map(visits.map((v) => [v.id, roster])),
    busy: new Map(),
    avoided: new Map(),
    preferred: new Map(),
    served: new Map(),
    regular: new Map(),
    languages: new Map(),
    weekLoad: new Map(),
    travel: null,
    ...over,
  };
}
const chosen = (plan: ReturnType<typeof planVisits>, visitId: number) =>
  plan.assigned.find((p) => p.visitId === visitId)?.companionId ?? null;

describe("the auto-scheduler's hard rules", () => {
  it("never sends a companion outside their weekly pattern", () => {
    const v = visit(1);
    const plan = planVisits([v], facts([v], [companion(1, { weekly: new Set(["1:2"]) })]));
    expect(plan.assigned).toEqual([]);
    expect(plan.unassigned).toEqual([{ visitId: 1, reason: "nobody_available" }]);
    const works = planVisits([v], facts([v], [companion(1, { weekly: new Set(["1:1"]) })]));
    expect(chosen(works, 1)).toBe(1);
  });

  it("never sends a companion on leave that day", () => {
    const v = visit(1);
    const onLeave = companion(1, { leave: [{ from: MONDAY, to: MONDAY }] });
    expect(chosen(planVisits([v], facts([v], [onLeave, companion(2)])), 1)).toBe(2);
  });

  it("never sends a companion whose checks lapse before the visit's day", () => {
    const v = visit(1);
    const lapsed = companion(1, { validThrough: "2026-12-20" });
    expect(chosen(planVisits([v], facts([v], [lapsed, companion(2)])), 1)).toBe(2);
    expect(chosen(planVisits([v], facts([v], [companion(1, { validThrough: MONDAY })])), 1)).toBe(1);
    expect(planVisits([v], facts([v], [lapsed])).unassigned).toEqual([
      { visitId: 1, reason: "nobody_available" },
    ]);
  });

  it("never gives a companion two visits without the journey and 10 minutes between them", () => {
    // A morning visit in south Kolkata ending 12:00, then an afternoon one across the city at 12:20.
    const stopOf = (v: PlanVisit, start: string, minutes: number, pincode: string): PlanVisit => {
      const at = Date.parse(`${v.date}T${start}:00+05:30`);
      return {
        ...v,
        stop: { bookingId: v.id, date: v.date, start: at, end: at + minutes * 60_000, pincode },
      };
    };
    const a = stopOf(visit(1, { shift: 1 }), "10:00", 120, "700029");
    const b = stopOf(visit(2, { shift: 2 }), "12:20", 60, "700156");
    const travel = {
      stops: new Map(),
      points: new Map([
        ["700029", { lat: 22.52, lng: 88.36 }],
        ["700156", { lat: 22.58, lng: 88.48 }],
      ]),
      kmph: 18,
    };
    const two = planVisits([a, b], facts([a, b], [companion(1)], { travel }));
    expect(two.assigned).toHaveLength(1);
    expect(planVisits([a, b], facts([a, b], [companion(1), companion(2)], { travel })).unassigned).toEqual(
      [],
    );
    // Near each other, one companion makes both, and the journey is counted (none: the same PIN code).
    const near = stopOf(visit(2, { shift: 2 }), "12:20", 60, "700029");
    const one = planVisits([a, near], facts([a, near], [companion(1)], { travel }));
    expect(one.assigned.map((p) => p.companionId)).toEqual([1, 1]);
    expect(one.assigned.find((p) => p.visitId === 2)?.travelMinutes).toBe(0);
  });

  it("never double-books: two visits of one shift need two companions", () => {
    const a = visit(1);
    const b = visit(2);
    const plan = planVisits([a, b], facts([a, b], [companion(7)]));
    expect(plan.assigned).toHaveLength(1);
    expect(plan.unassigned).toEqual([expect.objectContaining({ reason: "nobody_available" })]);
    const held = shiftWindow(MONDAY, 1);
    const busy = new Map([[7, [[held?.start.getTime() ?? 0, held?.end.getTime() ?? 0] as const]]]);
    expect(planVisits([a], facts([a], [companion(7)], { busy })).assigned).toEqual([]);
  });

  it("never sends a companion the family avoids, and says so when everyone free is avoided", () => {
    const v = visit(1);
    const avoided = new Map([[v.userId, new Set([1])]]);
    expect(chosen(planVisits([v], facts([v], [companion(1), companion(2)], { avoided })), 1)).toBe(2);
    const plan = planVisits([v], facts([v], [companion(1)], { avoided }));
    expect(plan.unassigned).toEqual([{ visitId: 1, reason: "all_avoided" }]);
  });

  it("never sends a companion who is not on the visit's roster (checks, kind, area)", () => {
    const v = visit(1);
    const plan = planVisits([v], { ...facts([v], [companion(1)]), eligible: new Map([[1, []]]) });
    expect(plan.unassigned).toEqual([{ visitId: 1, reason: "nobody_available" }]);
  });
});

describe("the auto-scheduler's preferences", () => {
  const roster = [companion(1), companion(2), companion(3)];

  it("prefers a care schedule's regular companion over everything else", () => {
    const v = visit(1, { seriesId: 9 });
    const f = facts([v], roster, {
      regular: new Map([[9, 3]]),
      served: new Map([[v.lovedOneId as number, new Map([[2, 5]])]]),
      preferred: new Map([[v.userId, new Set([1])]]),
    });
    const plan = planVisits([v], f);
    expect(chosen(plan, 1)).toBe(3);
    expect(plan.assigned[0]?.reasons).toContain("regular_companion");
  });

  it("prefers whoever served this loved one, then most", () => {
    const v = visit(1);
    const served = new Map([
      [
        v.lovedOneId as number,
        new Map([
          [2, 1],
          [3, 4],
        ]),
      ],
    ]);
    const plan = planVisits([v], facts([v], roster, { served }));
    expect(chosen(plan, 1)).toBe(3);
    expect(plan.assigned[0]?.reasons).toContain("served_before");
  });

  it("prefers the family's preferred companion", () => {
    const v = visit(1);
    const plan = planVisits([v], facts([v], roster, { preferred: new Map([[v.userId, new Set([2])]]) }));
    expect(chosen(plan, 1)).toBe(2);
    expect(plan.assigned[0]?.reasons).toContain("family_prefers");
  });

  it("prefers a shared language", () => {
    const v = visit(1);
    const bengali = companion(3, { languages: ["Bengali"] as Language[] });
    const languages = new Map([[v.lovedOneId as number, ["Bengali"] as Language[]]]);
    const plan = planVisits([v], facts([v], [companion(1), bengali], { languages }));
    expect(chosen(plan, 1)).toBe(3);
    expect(plan.assigned[0]?.reasons).toContain("speaks_language");
  });

  it("spreads the week's load: the least loaded companion among equals", () => {
    const v = visit(1);
    const weekLoad = new Map([
      [`${MONDAY}:1`, 4],
      [`${MONDAY}:2`, 1],
      [`${MONDAY}:3`, 3],
    ]);
    const plan = planVisits([v], facts([v], roster, { weekLoad }));
    expect(chosen(plan, 1)).toBe(2);
    expect(plan.assigned[0]?.reasons).toContain("light_load");
  });

  it("plans the most constrained visit first, and repairs one left over by moving a visit it clashes with", () => {
    // Visit 1 can go to 1 or 2; visit 2 only to 1. Either order, both are placed.
    const a = visit(1);
    const b = visit(2);
    const only1 = new Map([
      [1, [companion(1), companion(2)]],
      [2, [companion(1)]],
    ]);
    const plan = planVisits([a, b], { ...facts([a, b], []), eligible: only1 });
    expect(plan.unassigned).toEqual([]);
    expect(chosen(plan, 2)).toBe(1);
    expect(chosen(plan, 1)).toBe(2);
    // Equally constrained: visit 1 (first) takes companion 1, whom it served; visit 2's other companion is
    // busy already, so visit 2 is left over until the repair moves visit 1 to companion 2.
    const held = shiftWindow(MONDAY, 1);
    const busy = new Map([[3, [[held?.start.getTime() ?? 0, held?.end.getTime() ?? 0] as const]]]);
    const served = new Map([[a.lovedOneId as number, new Map([[1, 3]])]]);
    const eligible = new Map([
      [1, [companion(1), companion(2)]],
      [2, [companion(1), companion(3)]],
    ]);
    const repaired = planVisits([a, b], { ...facts([a, b], [], { served, busy }), eligible });
    expect(repaired.unassigned).toEqual([]);
    expect(chosen(repaired, 2)).toBe(1);
    expect(chosen(repaired, 1)).toBe(2);
  });

  it("gives a family's earlier companion to them, not to a family whose own earlier companion is busy", () => {
    // Visit 1's earlier companion (1) is busy; visit 2's (2) is free. Visit 1 must not take companion 2.
    const a = visit(1);
    const b = visit(2);
    const held = shiftWindow(MONDAY, 1);
    const busy = new Map([[1, [[held?.start.getTime() ?? 0, held?.end.getTime() ?? 0] as const]]]);
    const eligible = new Map([
      [1, [companion(1), companion(2), companion(4)]],
      [2, [companion(2), companion(3), companion(5)]],
    ]);
    const served = new Map([
      [a.lovedOneId as number, new Map([[1, 6]])],
      [b.lovedOneId as number, new Map([[2, 6]])],
    ]);
    const plan = planVisits([a, b], { ...facts([a, b], [], { served, busy }), eligible });
    expect(chosen(plan, 2)).toBe(2);
    expect(chosen(plan, 1)).toBe(4);
  });

  it("locks each day of the run's visits once, and a night shift's next morning", () => {
    expect(rosterDays([visit(1), visit(2, { date: "2026-12-20" }), visit(3, { shift: 4 })])).toEqual([
      "2026-12-20",
      MONDAY,
      "2026-12-22",
    ]);
  });
});

describe("rebalance: requested visits holding a companion", () => {
  /** A visit held by `companionId`: its window among their busy ones, and counted in their week. */
  function heldFacts(held: PlanVisit[], over: Partial<PlanFacts> = {}) {
    type Busy = Map<number, (readonly [number, number])[]>;
    const busy: Busy = new Map();
    const weekLoad = new Map<string, number>();
    for (const v of held) {
      const w = shiftWindow(v.date, v.shift);
      const id = v.heldBy as number;
      busy.set(id, [...(busy.get(id) ?? []), [w?.start.getTime() ?? 0, w?.end.getTime() ?? 0] as const]);
      weekLoad.set(`${MONDAY}:${id}`, (weekLoad.get(`${MONDAY}:${id}`) ?? 0) + 1);
    }
    return { ...over, busy, weekLoad };
  }

  it("keeps a held visit with its companion unless another suits it clearly better; its own hold never makes them busy for it", () => {
    const v = visit(1, { heldBy: 1 });
    // Companion 2's week is lighter by one visit (the held one itself is left out of 1's): not worth a move.
    const f = heldFacts([v]);
    f.weekLoad.set(`${MONDAY}:1`, 3);
    f.weekLoad.set(`${MONDAY}:2`, 1);
    const kept = planVisits([v], facts([v], [companion(1), companion(2)], f));
    expect(kept).toEqual({ assigned: [], unassigned: [], moved: [] });
    // Companion 1 alone: still theirs (were its own window counted, it would be left with nobody).
    expect(planVisits([v], facts([v], [companion(1)], heldFacts([v])))).toEqual({
      assigned: [],
      unassigned: [],
      moved: [],
    });
  });

  it("moves a held visit to whoever served the loved one, or who speaks their language, saying from whom and why", () => {
    const v = visit(1, { heldBy: 1 });
    const served = new Map([[v.lovedOneId as number, new Map([[2, 3]])]]);
    const plan = planVisits([v], facts([v], [companion(1), companion(2)], heldFacts([v], { served })));
    expect(plan.assigned).toEqual([]);
    expect(plan.moved).toEqual([
      expect.objectContaining({
        visitId: 1,
        fromCompanionId: 1,
        companionId: 2,
        reasons: expect.arrayContaining(["served_before"]),
      }),
    ]);
    const bengali = companion(2, { languages: ["Bengali"] as Language[] });
    const languages = new Map([[v.lovedOneId as number, ["Bengali"] as Language[]]]);
    const spoken = planVisits([v], facts([v], [companion(1), bengali], heldFacts([v], { languages })));
    expect(spoken.moved).toEqual([
      expect.objectContaining({ companionId: 2, reasons: ["speaks_language", "light_load"] }),
    ]);
  });

  it("moves a held visit off a companion the rules no longer allow, and keeps it when nobody else can take it", () => {
    const v = visit(1, { heldBy: 1 });
    const onLeave = companion(1, { leave: [{ from: MONDAY, to: MONDAY }] });
    const plan = planVisits([v], facts([v], [onLeave, companion(2)], heldFacts([v])));
    expect(plan.moved).toEqual([
      expect.objectContaining({ companionId: 2, reasons: expect.arrayContaining(["held_unsuitable"]) }),
    ]);
    // Nobody else: not a move and not a visit left for the team (it still has its companion).
    expect(planVisits([v], facts([v], [onLeave], heldFacts([v])))).toEqual({
      assigned: [],
      unassigned: [],
      moved: [],
    });
  });

  it("gives the time a move frees to another visit, and never double-books a companion a held visit keeps", () => {
    // Visit 1 is held by companion 1 and served before by 2; visit 2 (open) can only go to companion 1.
    const held = visit(1, { heldBy: 1 });
    const open = visit(2);
    const served = new Map([[held.lovedOneId as number, new Map([[2, 2]])]]);
    const eligible = new Map([
      [1, [companion(1), companion(2)]],
      [2, [companion(1)]],
    ]);
    const plan = planVisits([held, open], {
      ...facts([held, open], [], heldFacts([held], { served })),
      eligible,
    });
    expect(plan.moved).toEqual([expect.objectContaining({ visitId: 1, companionId: 2 })]);
    expect(chosen(plan, 2)).toBe(1);
    // Companion 2 busy: visit 1 stays with companion 1, and visit 2 is left rather than double-booked.
    const w = shiftWindow(MONDAY, 1);
    const busy = heldFacts([held]).busy;
    busy.set(2, [[w?.start.getTime() ?? 0, w?.end.getTime() ?? 0] as const]);
    const full = planVisits([held, open], {
      ...facts([held, open], [], { ...heldFacts([held], { served }), busy }),
      eligible,
    });
    expect(full.moved).toEqual([]);
    expect(full.assigned).toEqual([]);
    expect(full.unassigned).toEqual([{ visitId: 2, reason: "nobody_available" }]);
  });

  it("lists moves in the order placed, so one into a window another move frees is written after it", () => {
    // Visit 1 (held by 1) is best with companion 2, who holds visit 2; visit 2 is best with companion 3.
    const a = visit(1, { heldBy: 1 });
    const b = visit(2, { heldBy: 2 });
    const served = new Map([
      [a.lovedOneId as number, new Map([[2, 4]])],
      [b.lovedOneId as number, new Map([[3, 4]])],
    ]);
    const roster = [companion(1), companion(2), companion(3)];
    const plan = planVisits([a, b], facts([a, b], roster, heldFacts([a, b], { served })));
    expect(plan.moved.map((m) => [m.visitId, m.fromCompanionId, m.companionId])).toEqual([
      [2, 2, 3],
      [1, 1, 2],
    ]);
  });
});
