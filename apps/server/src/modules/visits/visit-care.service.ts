import {
  type AdminDashboard,
  type CareVisit,
  DASHBOARD_CARE_LIST_MAX,
  DASHBOARD_CONCERN_DAYS,
  VISIT_CHECKIN_EARLY_MINUTES,
  VISIT_REPORT_PROMISE_HOURS,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { type BookingVisits, type CareBookingRow, lateStartBy } from "../bookings/booking-visits.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { BookingScope } from "./incidents.repo.ts";
import type { Incidents } from "./incidents.service.ts";
import * as checks from "./visit-checks.repo.ts";
import * as reports from "./visit-reports.repo.ts";

/** A visit the care section lists: its booking (the bookings module's) and its check-out (this module's). */
type CareVisitRow = CareBookingRow & { checkedOutAt: Date | null };

const DAY_MS = 86_400_000;

/**
 * The console's care section (issue 26, decision 0046), lent to the bookings module's console service
 * (its `VisitCare` port), which the admin module reaches: visits late and reports overdue (the bookings
 * module's confirmed visits, by this module's checks), the report promise and the concerns flagged (this module's reports), open incidents;
 * and closing an incident.
 */
export function createVisitCare(deps: {
  roster: Pick<Roster, "profiles">;
  bookings: Pick<BookingVisits, "confirmedVisits" | "views" | "inCities">;
  incidents: Pick<Incidents, "open" | "close">;
}) {
  const { bookings } = deps;

  /** The visits of these concerns (the bookings module's), newest concern first as given. */
  async function concernVisits(tx: Db, rows: Awaited<ReturnType<typeof reports.concernsFiledSince>>["rows"]) {
    const ids = rows.map((r) => r.bookingId);
    const views = new Map((await bookings.views(tx, ids)).map((v) => [v.booking.id, v]));
    const checked = await checks.checksOf(tx, ids);
    return rows.flatMap((r) => {
      const v = views.get(r.bookingId);
      if (!v) return [];
      const visit: CareVisitRow = {
        id: r.bookingId,
        lovedOneName: v.booking.lovedOneName,
        serviceName: v.serviceName,
        companionId: r.companionId,
        startsAt: v.booking.startsAt,
        checkedOutAt: checked.get(r.bookingId)?.checkedOutAt ?? null,
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
    const dueBefore = new Date(at.getTime() - promiseMs);
    const [late, overdueBookings, filed, concerned] = await Promise.all([
      // Nobody checked in, started LATE_CHECKIN_MINUTES ago or more: the oldest first.
      bookings.confirmedVisits(
        tx,
        { when: checks.notCheckedIn, startedBy: lateStartBy(at) },
        DASHBOARD_CARE_LIST_MAX,
        cities,
      ),
      // Checked out by the promise, still confirmed (filing completes the visit): the longest waiting first.
      // Such a visit checked in by then, at most VISIT_CHECKIN_EARLY_MINUTES before its start, so it started
      // by then plus those minutes: the bound keeps the scan to visits begun, not every confirmed one ahead.
      bookings.confirmedVisits(
        tx,
        {
          when: (id) => checks.checkedOut(id, dueBefore),
          startedBy: new Date(dueBefore.getTime() + VISIT_CHECKIN_EARLY_MINUTES * 60_000),
          orderBy: checks.checkedOutAt,
        },
        DASHBOARD_CARE_LIST_MAX,
        cities,
      ),
      reports.reportsFiledSince(tx, new Date(at.getTime() - 30 * DAY_MS), VISIT_REPORT_PROMISE_HOURS, scope),
      reports.concernsFiledSince(
        tx,
        new Date(at.getTime() - DASHBOARD_CONCERN_DAYS * DAY_MS),
        DASHBOARD_CARE_LIST_MAX,
        scope,
      ),
    ]);
    const lateVisits = { total: late.total, rows: late.rows.map((r) => ({ ...r, checkedOutAt: null })) };
    const outAt = await checks.checksOf(
      tx,
      overdueBookings.rows.map((r) => r.id),
    );
    const overdue = {
      total: overdueBookings.total,
      rows: overdueBookings.rows.map((r) => ({ ...r, checkedOutAt: outAt.get(r.id)?.checkedOutAt ?? null })),
    };
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
