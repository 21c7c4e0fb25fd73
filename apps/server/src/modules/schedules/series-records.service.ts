import type { VisitPause, VisitSeriesItem } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { ERASED_NAME, ERASED_TEXT } from "../../lib/erasure.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { SeriesChanges } from "./series-changes.service.ts";
import { PAUSE_MESSAGE_KINDS, SERIES_MESSAGE_KINDS } from "./series-messages.ts";
import { erasePauses, pauseIdsOf } from "./visit-pauses.repo.ts";
import { eraseMemberSeries, seriesIdsOf } from "./visit-series.repo.ts";

/**
 * What the schedules module lends the members module's privacy rights (issue 44): a member's care schedules
 * and pauses in their data export, as the family's list shows them; and at erasure, each ended, its loved
 * one's name, notes and skipped dates' reasons replaced, each pause's reason too, and their messages redacted (its visits are the bookings
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
    async pausesFor(userId: number): Promise<VisitPause[]> {
      return (await deps.seriesChanges.list(userId, {})).pauses;
    },
    async erase(tx: Db, userId: number, at: Date): Promise<void> {
      await eraseMemberSeries(tx, userId, { name: ERASED_NAME, text: ERASED_TEXT }, at);
      // Their messages to the circle named the loved one: replaced too (the member's own go by address).
      const refIds = await seriesIdsOf(tx, userId);
      for (const kind of SERIES_MESSAGE_KINDS)
        await deps.notifier.redact(tx, { kind, refIds }, [], ERASED_TEXT);
      // A pause's reason may say why the loved one was in hospital: replaced, and its messages with it.
      await erasePauses(tx, userId, ERASED_TEXT);
      const pauseIds = await pauseIdsOf(tx, userId);
      for (const kind of PAUSE_MESSAGE_KINDS)
        await deps.notifier.redact(tx, { kind, refIds: pauseIds }, [], ERASED_TEXT);
    },
  };
}
export type SeriesRecords = ReturnType<typeof createSeriesRecords>;
