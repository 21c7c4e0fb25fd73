import type { VisitSeries } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { type SeriesRow, serviceName } from "./visit-series.repo.ts";

/** A care schedule as the family sees it (the service by its name). */
export async function toSeriesView(db: Db, row: SeriesRow): Promise<VisitSeries> {
  return {
    series_id: row.id,
    subscription_id: row.subscriptionId,
    loved_one_id: row.lovedOneId,
    loved_one_name: row.lovedOneName,
    service_id: row.serviceId,
    service_name: await serviceName(db, row.serviceId),
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
