import { checkInProofsOf } from "./check-in-proofs.repo.ts";
import { incidentsByBooking } from "./incidents.service.ts";
import * as checks from "./visit-checks.repo.ts";
import * as reports from "./visit-reports.repo.ts";

/**
 * What the bookings module shows and judges of a visit, read by booking (it fits that module's
 * `VisitRecords` port; built in app.ts and lent to its availability rules): when it was checked in to and
 * out of and how its check-in was made (decision 0091), whether the report is filed and rated, when and with what concern, the visit's incidents, and
 * the family's wishes about companions; the condition its `miss` holds (nobody checked in), and the late
 * alert a move clears (decision 0084).
 */
export function createVisitRecords() {
  return {
    checksOf: checks.checksOf,
    checkInProofsOf,
    notCheckedIn: checks.notCheckedIn,
    clearLateAlert: checks.clearLateAlert,
    reportsOf: reports.reportsOf,
    reportsFiledAt: reports.reportsFiledAt,
    incidentsOf: incidentsByBooking,
    wishesOf: reports.preferencesOf,
    /** Many members' wishes at once (the auto-scheduler's), by member. */
    wishesOfMany: reports.preferencesOfMany,
  };
}
export type VisitRecords = ReturnType<typeof createVisitRecords>;
