import {
  AUTOASSIGN_MESSAGES,
  type AutoassignRequest,
  type autoassignRequestSchema,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { Autoassign } from "../assignments/auto-assign.service.ts";
import type { Audit } from "./audit.service.ts";

type Request = z.output<typeof autoassignRequestSchema>;

export type { AutoassignRequest };

/**
 * admin/autoassign/ (issue 45, decision 0089): the run in one transaction with an audit row per visit it
 * gives a companion or moves (who before, who now, and why), so the assignments and their audit commit
 * together or not at all. A dry run writes nothing, not even an audit row. A move touches only a requested
 * visit, whose family has not been told who is coming, so nobody is written to (as a manual change of a
 * requested visit's companion).
 */
export function createAdminAutoassign(deps: AppDeps & { autoassign: Autoassign; audit: Audit }) {
  const { db, now } = deps;

  async function run(adminId: number, r: Request, cities: CityScope) {
    const at = now();
    const ask = {
      cityId: r.city_id,
      from: r.from,
      to: r.to,
      dryRun: r.dry_run,
      rebalance: r.rebalance,
      cities,
      at,
    };
    if (r.dry_run) {
      const planned = await deps.autoassign.run(db, ask);
      const { assigned, moved } = planned.plan;
      return deps.autoassign.answer(planned, AUTOASSIGN_MESSAGES.planned(assigned.length, moved.length));
    }
    const done = await db.transaction(async (tx) => {
      const written = await deps.autoassign.run(tx, ask);
      // The companion each visit held when read (none; a lapsed one's; the one a move takes it from).
      const heldBy = new Map(written.visits.map((v) => [v.id, v.companionId]));
      const row = (p: { visitId: number; companionId: number; reasons: readonly string[] }) => ({
        adminId,
        action: "booking.autoassign",
        targetType: "booking" as const,
        targetId: p.visitId,
        before: { companion_id: heldBy.get(p.visitId) ?? null },
        after: { companion_id: p.companionId, reasons: p.reasons },
        at,
      });
      await deps.audit.recordMany(tx, [
        ...written.plan.assigned.map(row),
        ...written.plan.moved.map((m) => ({ ...row(m), after: { ...row(m).after, moved: true } })),
      ]);
      return written;
    });
    return deps.autoassign.answer(
      done,
      AUTOASSIGN_MESSAGES.assigned(done.plan.assigned.length, done.plan.moved.length),
    );
  }

  return { run };
}
export type AdminAutoassign = ReturnType<typeof createAdminAutoassign>;
