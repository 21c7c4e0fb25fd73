import type { VisitSeriesItem } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { ERASED_NAME, ERASED_TEXT } from "../../lib/erasure.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { SeriesChanges } from "./series-changes.service.ts";
import { SERIES_MESSAGE_KINDS } from "./series-messages.ts";
import { eraseMemberSeries, seriesIdsOf } from "./visit-series.repo.ts";

/**
 * What the schedules module lends the members module's privacy rights (issue 44): a member's care schedules
 * in their data export, as the family's list shows them; and at erasure, each ended, its loved one's name,
 * notes and skipped dates' reasons replaced, and its messages redacted (its visits are the bookings
 * module's, erased with them).
 */
export function createSeriesRecords(deps: {
  seriesChanges: SeriesChanges;
  notifier: Pick<Notifier, "redact">;
}) {
  return {
    async exportFor(userId: number): Promise<VisitSeriesItem[]> {
      return (await deps.seriesChanges.list(userId, {})).series;
    },
    async erase(tx: Db, userId: number, at: Date): Promise<void> {
      await eraseMemberSeries(tx, userId, { name: ERASED_NAME, text: ERASED_TEXT }, at);
      // Their messages to the circle named the loved one: replaced too (the member's own go by address).
      const refIds = await seriesIdsOf(tx, userId);
      for (const kind of SERIES_MESSAGE_KINDS)
        await deps.notifier.redact(tx, { kind, refIds }, [], ERASED_TEXT);
    },
  };
}
export type SeriesRecords = ReturnType<typeof createSeriesRecords>;
