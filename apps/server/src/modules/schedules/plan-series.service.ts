import type { Db } from "../../db/client.ts";
import type { PlanSchedules } from "../billing/cancellation-decisions.service.ts";
import * as repo from "./visit-series.repo.ts";

/**
 * A plan's care schedules as billing asks for them (issue 44): when the team approves a plan's cancellation,
 * its schedules end the day before the plan stops, in the approval's transaction, after the plan's row and
 * its visits were locked (decision 0033's order: the series' rank 5b). Their visits from that day were
 * cancelled with the plan's, so the family's list says "Ended" at once, not when the monthly sweep next looks.
 */
export function createPlanSeries(): PlanSchedules {
  return {
    async endPlanSchedulesFrom(tx: Db, subscriptionId: number, day: string, at: Date): Promise<number> {
      return (await repo.endPlanSeriesFrom(tx, subscriptionId, day, at)).length;
    },
  };
}
