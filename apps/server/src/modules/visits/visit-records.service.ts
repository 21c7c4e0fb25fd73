import { incidentsByBooking } from "./incidents.service.ts";
import * as reports from "./visit-reports.repo.ts";

/**
 * What the bookings module shows and judges of a visit, read by booking (it fits that module's
 * `VisitRecords` port; built in app.ts and lent to its availability rules): whether the report is filed
 * and rated, when and with what concern, the visit's incidents, and the family's wishes about companions.
 */
export function createVisitRecords() {
  return {
    reportsOf: reports.reportsOf,
    reportsFiledAt: reports.reportsFiledAt,
    incidentsOf: incidentsByBooking,
    wishesOf: reports.preferencesOf,
  };
}
export type VisitRecords = ReturnType<typeof createVisitRecords>;
