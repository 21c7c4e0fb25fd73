import {
  type AdminDashboard,
  type CareVisit,
  DASHBOARD_CARE_LIST_MAX,
  DASHBOARD_CONCERN_DAYS,
  VISIT_REPORT_PROMISE_HOURS,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { type BookingVisits, type CareVisitRow, lateStartBy } from "../bookings/booking-visits.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { BookingScope } from "./incidents.repo.ts";
import type { Incidents } from "./incidents.service.ts";
import * as reports from "./visit-reports.repo.ts";

const DAY_MS = 86_400_000;

/**
 * The console's care section (issue 26, decision 0046), lent to the bookings module's console service
 * (its `VisitCare` port), which the admin module reaches: visits late and reports overdue (the bookings
 * module's lists), the report promise and the concerns flagged (this module's reports), open incidents;
 * and closing an incident.
 */
export function createVisitCare(deps: {
  roster: Pick<Roster, "profiles">;
  bookings: Pick<BookingVisits, "lateVisits" | "overdueReports" | "views" | "inCities">;
  incidents: Pick<Incidents, "open" | "close">;
}) {
  const { bookings } = deps;

  /** The visits of these concerns (the bookings module's), newest concern first as given. */
  async function concernVisits(tx: Db, rows: Awaited<ReturnType<typeof reports.concernsFiledSince>>["rows"]) {
    const views = new Map(
      (
        await bookings.views(
          tx,
          rows.map((r) => r.bookingId),
        )
      ).map((v) => [v.booking.id, v]),
    );
    return rows.flatMap((r) => {
      const v = views.get(r.bookingId);
      if (!v) return [];
      const visit: CareVisitRow = {
        id: r.bookingId,
        lovedOneName: v.booking.lovedOneName,
        serviceName: v.serviceName,
        companionId: r.companionId,
        startsAt: v.booking.startsAt,
        checkedOutAt: v.booking.checkedOutAt,
      };
      return [{ ...visit, concernNote: r.concernNote, filedAt: r.filedAt }];
    });
  }

  /**
   * The dashboard's care section at `at`: visits late (confirmed, nobody checked in LATE_CHECKIN_MINUTES
   * after the start), reports overdue (checked out more than VISIT_REPORT_PROMISE_HOURS ago, the visit not
   * yet completed by its report), each counted whole and listed oldest first up to DASHBOARD_CARE_LIST_MAX;
   * the reports filed in the last 30 days, and how many within the promise; open incidents; and the
   * reports with a concern flagged in the last DASHBOARD_CONCERN_DAYS days, newest first (issue 42). With
   * `cities` (a coordinator's: issue 43 item 4), each of these is of the visits in those cities only.
   */
  async function care(tx: Db, at: Date, cities: CityScope = null): Promise<AdminDashboard["care"]> {
    const promiseMs = VISIT_REPORT_PROMISE_HOURS * 3_600_000;
    const scope: BookingScope | undefined =
      cities === null ? undefined : (id) => bookings.inCities(id, cities);
    const [lateVisits, overdue, filed, concerned] = await Promise.all([
      bookings.lateVisits(tx, lateStartBy(at), DASHBOARD_CARE_LIST_MAX, cities),
      bookings.overdueReports(tx, new Date(at.getTime() - promiseMs), DASHBOARD_CARE_LIST_MAX, cities),
      reports.reportsFiledSince(tx, new Date(at.getTime() - 30 * DAY_MS), VISIT_REPORT_PROMISE_HOURS, scope),
      reports.concernsFiledSince(
        tx,
        new Date(at.getTime() - DASHBOARD_CONCERN_DAYS * DAY_MS),
        DASHBOARD_CARE_LIST_MAX,
        scope,
      ),
    ]);
    const concerns = await concernVisits(tx, concerned.rows);
    const incidents = await deps.incidents.open(tx, cities);
    const profiles = await deps.roster.profiles(
      tx,
      [...lateVisits.rows, ...overdue.rows, ...concerns].flatMap((r) =>
        r.companionId === null ? [] : [r.companionId],
      ),
    );
    const shown = (r: CareVisitRow): CareVisit => {
      const c = r.companionId === null ? undefined : profiles.get(r.companionId);
      return {
        booking_id: r.id,
        loved_one_name: r.lovedOneName,
        service_name: r.serviceName,
        companion_name: c?.fullName ?? "",
        companion_phone: c?.phone ?? "",
        starts_at: r.startsAt.toISOString(),
        checked_out_at: r.checkedOutAt?.toISOString() ?? null,
      };
    };
    return {
      late_visits: lateVisits.total,
      reports_overdue: overdue.total,
      reports_filed_30_days: filed.filed,
      reports_on_time_30_days: filed.onTime,
      late: lateVisits.rows.map(shown),
      overdue: overdue.rows.map(shown),
      ...incidents,
      recent_concerns: concerned.total,
      concerns: concerns.map((r) => ({
        ...shown(r),
        concern_note: r.concernNote,
        filed_at: r.filedAt.toISOString(),
      })),
    };
  }

  return { care, closeIncident: deps.incidents.close };
}
export type VisitCare = ReturnType<typeof createVisitCare>;
