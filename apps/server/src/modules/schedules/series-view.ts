import type { VisitSeries } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { type SeriesRow, serviceName } from "./visit-series.repo.ts";

/** A care schedule as the family sees it, given its service's name. */
export function seriesView(row: SeriesRow, service: string): VisitSeries {
  return {
    series_id: row.id,
    subscription_id: row.subscriptionId,
    loved_one_id: row.lovedOneId,
    loved_one_name: row.lovedOneName,
    service_id: row.serviceId,
    service_name: service,
    weekdays: row.weekdays,
    shift_type: row.shiftType,
    start_time: row.startTime,
    from: row.startsOn,
    until: row.endsOn,
    status: row.status,
    booked_through: row.bookedThrough,
    created_at: row.createdAt.toISOString(),
  };
}

/** One care schedule as the family sees it (its service's name read). */
export async function toSeriesView(db: Db, row: SeriesRow): Promise<VisitSeries> {
  return seriesView(row, await serviceName(db, row.serviceId));
}
