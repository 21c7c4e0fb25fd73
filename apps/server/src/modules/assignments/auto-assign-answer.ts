import type { AutoassignResponse } from "@eldercare/contracts";
import type * as repo from "./auto-assign.repo.ts";
import type { Plan, PlanFacts } from "./auto-plan.ts";

export type OpenVisit = Awaited<ReturnType<typeof repo.openVisits>>[number];

/** What a run did: its plan, with the visits and companions it names. */
export interface AutoassignRun {
  dryRun: boolean;
  visits: readonly OpenVisit[];
  plan: Plan;
  /** Each companion's profile name, for the answer. */
  names: ReadonlyMap<number, string>;
  /** Loved ones' languages and who served them, for the summary. */
  facts: Pick<PlanFacts, "served" | "languages">;
}

/** The answer of a run: each visit with its companion and why, each left with why not, and the summary. */
export function toAutoassignAnswer(run: AutoassignRun, message: string): AutoassignResponse {
  const byId = new Map(run.visits.map((v) => [v.id, v]));
  const assigned = run.plan.assigned.flatMap((p) => {
    const v = byId.get(p.visitId);
    return v
      ? [
          {
            booking_id: v.id,
            visit_date: v.visitDate,
            shift_type: v.shiftType,
            loved_one_name: v.lovedOneName,
            companion_id: p.companionId,
            companion_name: run.names.get(p.companionId) ?? "",
            reasons: p.reasons,
            travel_minutes: p.travelMinutes,
          },
        ]
      : [];
  });
  const unassigned = run.plan.unassigned.flatMap((u) => {
    const v = byId.get(u.visitId);
    return v
      ? [
          {
            booking_id: v.id,
            visit_date: v.visitDate,
            shift_type: v.shiftType,
            loved_one_name: v.lovedOneName,
            reason: u.reason,
          },
        ]
      : [];
  });
  const servedBefore = run.plan.assigned.filter((p) => {
    const v = byId.get(p.visitId);
    return v?.lovedOneId != null && (run.facts.served.get(v.lovedOneId)?.size ?? 0) > 0;
  });
  const continuing = servedBefore.filter(
    (p) => p.reasons.includes("served_before") || p.reasons.includes("regular_companion"),
  );
  const withLanguages = run.plan.assigned.filter((p) => {
    const v = byId.get(p.visitId);
    return v?.lovedOneId != null && (run.facts.languages.get(v.lovedOneId)?.length ?? 0) > 0;
  });
  const matched = withLanguages.filter((p) => p.reasons.includes("speaks_language"));
  const perCompanion = new Map<number, number>();
  for (const p of run.plan.assigned)
    perCompanion.set(p.companionId, (perCompanion.get(p.companionId) ?? 0) + 1);
  const percent = (n: number, of: number) => (of === 0 ? 100 : Math.round((1000 * n) / of) / 10);
  return {
    dry_run: run.dryRun,
    assigned,
    unassigned,
    summary: {
      visits: run.visits.length,
      assigned: assigned.length,
      continuity_percent: percent(continuing.length, servedBefore.length),
      languages_matched_percent: percent(matched.length, withLanguages.length),
      travel_minutes: run.plan.assigned.reduce((n, p) => n + (p.travelMinutes ?? 0), 0),
      per_companion: [...perCompanion]
        .map(([companion_id, visits]) => ({
          companion_id,
          full_name: run.names.get(companion_id) ?? "",
          visits,
        }))
        .sort((a, b) => b.visits - a.visits || a.companion_id - b.companion_id),
    },
    Message: message,
  };
}
