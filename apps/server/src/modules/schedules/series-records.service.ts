import type { VisitSeriesItem } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { ERASED_NAME, ERASED_TEXT } from "../../lib/erasure.ts";
import type { SeriesChanges } from "./series-changes.service.ts";
import { eraseMemberSeries } from "./visit-series.repo.ts";

/**
 * What the schedules module lends the members module's privacy rights (issue 44): a member's care schedules
 * in their data export, as the family's list shows them; and at erasure, each ended, its loved one's name,
 * notes and skipped dates' reasons replaced (its visits are the bookings module's, erased with them).
 */
export function createSeriesRecords(deps: { seriesChanges: SeriesChanges }) {
  return {
    async exportFor(userId: number): Promise<VisitSeriesItem[]> {
      return (await deps.seriesChanges.list(userId, {})).series;
    },
    erase: (tx: Db, userId: number, at: Date) =>
      eraseMemberSeries(tx, userId, { name: ERASED_NAME, text: ERASED_TEXT }, at),
  };
}
export type SeriesRecords = ReturnType<typeof createSeriesRecords>;
