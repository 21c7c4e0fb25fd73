import type { AutoassignResponse } from "@eldercare/contracts";
import type * as repo from "./auto-assign.repo.ts";
import type { Plan, PlanFacts, Planned } from "./auto-plan.ts";

export type OpenVisit = Awaited<ReturnType<typeof repo.openVisits>>[number];

/** What a run did: its plan, with the visits and companions it names. */
export interface AutoassignRun {
  dryRun: boolean;
  visits: readonly OpenVisit[];
  /** With `rebalance`: the requested visits holding a companion the run looked at (moved or kept). */
  held: ReadonlySet<number>;
  /** The plan; `movesLeft`: moves another writer's change meanwhile left undone. */
  plan: Plan & { movesLeft: readonly number[] };
  /** Each companion's profile name, for the answer. */
  names: ReadonlyMap<number, string>;
  /** Loved ones' languages and who served them, for the summary. */
  facts: Pick<PlanFacts, "served" | "languages">;
}

/** The answer of a run: each visit with its companion and why, each left with why not, and the summary. */
export function toAutoassignAnswer(run: AutoassignRun, message: string): AutoassignResponse {
  const byId = new Map(run.visits.map((v) => [v.id, v]));
  const name = (id: number) => run.names.get(id) ?? "";
  const visitOf = (id: number) => {
    const v = byId.get(id);
    return v
      ? [
          {
            booking_id: v.id,
            visit_date: v.visitDate,
            shift_type: v.shiftType,
            loved_one_name: v.lovedOneName,
          },
        ]
      : [];
  };
  const given = (p: Planned) =>
    visitOf(p.visitId).map((v) => ({
      ...v,
      companion_id: p.companionId,
      companion_name: name(p.companionId),
      reasons: p.reasons,
      travel_minutes: p.travelMinutes,
    }));
  const assigned = run.plan.assigned.flatMap(given);
  const moved = run.plan.moved.flatMap((m) =>
    given(m).map((v) => ({
      ...v,
      from_companion_id: m.fromCompanionId,
      from_companion_name: name(m.fromCompanionId),
    })),
  );
  const unassigned = run.plan.unassigned.flatMap((u) =>
    visitOf(u.visitId).map((v) => ({ ...v, reason: u.reason })),
  );
  const movesLeft = run.plan.movesLeft.flatMap((id) =>
    visitOf(id).map((v) => ({ ...v, reason: "taken_meanwhile" as const })),
  );
  // The summary weighs every visit given a companion, assigned or moved.
  const all = [...run.plan.assigned, ...run.plan.moved];
  const servedBefore = all.filter((p) => {
    const v = byId.get(p.visitId);
    return v?.lovedOneId != null && (run.facts.served.get(v.lovedOneId)?.size ?? 0) > 0;
  });
  const continuing = servedBefore.filter(
    (p) => p.reasons.includes("served_before") || p.reasons.includes("regular_companion"),
  );
  const withLanguages = all.filter((p) => {
    const v = byId.get(p.visitId);
    return v?.lovedOneId != null && (run.facts.languages.get(v.lovedOneId)?.length ?? 0) > 0;
  });
  const matched = withLanguages.filter((p) => p.reasons.includes("speaks_language"));
  const perCompanion = new Map<number, number>();
  for (const p of all) perCompanion.set(p.companionId, (perCompanion.get(p.companionId) ?? 0) + 1);
  const percent = (n: number, of: number) => (of === 0 ? 100 : Math.round((1000 * n) / of) / 10);
  return {
    dry_run: run.dryRun,
    assigned,
    unassigned,
    moved,
    moves_left: movesLeft,
    summary: {
      visits: run.visits.length - run.held.size,
      assigned: assigned.length,
      moved: moved.length,
      continuity_percent: percent(continuing.length, servedBefore.length),
      languages_matched_percent: percent(matched.length, withLanguages.length),
      travel_minutes: all.reduce((n, p) => n + (p.travelMinutes ?? 0), 0),
      per_companion: [...perCompanion]
        .map(([companion_id, visits]) => ({ companion_id, full_name: name(companion_id), visits }))
        .sort((a, b) => b.visits - a.visits || a.companion_id - b.companion_id),
    },
    Message: message,
  };
}
