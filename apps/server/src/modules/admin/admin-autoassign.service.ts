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
 * gives a companion (who, and why), so the assignments and their audit commit together or not at all. A dry
 * run writes nothing, not even an audit row.
 */
export function createAdminAutoassign(deps: AppDeps & { autoassign: Autoassign; audit: Audit }) {
  const { db, now } = deps;

  async function run(adminId: number, r: Request, cities: CityScope) {
    const at = now();
    const ask = { cityId: r.city_id, from: r.from, to: r.to, dryRun: r.dry_run, cities, at };
    if (r.dry_run) {
      const planned = await deps.autoassign.run(db, ask);
      return deps.autoassign.answer(planned, AUTOASSIGN_MESSAGES.planned(planned.plan.assigned.length));
    }
    const done = await db.transaction(async (tx) => {
      const written = await deps.autoassign.run(tx, ask);
      await deps.audit.recordMany(
        tx,
        written.plan.assigned.map((p) => ({
          adminId,
          action: "booking.autoassign",
          targetType: "booking" as const,
          targetId: p.visitId,
          before: { companion_id: null },
          after: { companion_id: p.companionId, reasons: p.reasons },
          at,
        })),
      );
      return written;
    });
    return deps.autoassign.answer(done, AUTOASSIGN_MESSAGES.assigned(done.plan.assigned.length));
  }

  return { run };
}
export type AdminAutoassign = ReturnType<typeof createAdminAutoassign>;
