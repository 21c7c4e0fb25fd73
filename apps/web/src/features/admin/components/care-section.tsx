import {
  type AdminDashboard,
  type CareConcern,
  type CareVisit,
  displayPhone,
  type LapsedChecks,
  CARE_DASHBOARD_TEXT as T,
} from "@eldercare/contracts";
import { Link } from "react-router";
import { formatIndiaDateTime, formatIndiaTime } from "../../../lib/format.ts";
import { careVisitLink } from "../lib/dashboard-links.ts";
import { IncidentsSection } from "./incidents-section.tsx";
import { LapsedChecksSection } from "./lapsed-checks-section.tsx";

/** The share of reports on time, as a whole percentage ("—" when none were filed). */
function onTimeShare(onTime: number, filed: number): string {
  return filed === 0 ? "—" : `${Math.round((onTime / filed) * 100)}%`;
}

function CareList({
  id,
  title,
  count,
  empty,
  visits,
  overdue,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  visits: readonly CareVisit[];
  overdue: boolean;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-line bg-white p-4">
      <h3 id={id} className="text-lg font-bold">
        {title}: <span className="tabular-nums">{count}</span>
      </h3>
      {visits.length === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {visits.map((v) => (
            <li key={v.booking_id} className="py-2">
              <Link
                to={careVisitLink(v)}
                className="font-semibold text-primary-700 underline underline-offset-4"
              >
                {v.loved_one_name}, {v.service_name}
              </Link>
              <span className="block text-base">
                {overdue && v.checked_out_at
                  ? `Checked out ${formatIndiaTime(v.checked_out_at)} · visit ${formatIndiaDateTime(v.starts_at)}`
                  : `Starts ${formatIndiaDateTime(v.starts_at)}`}
              </span>
              <span className="block text-base text-muted wrap-anywhere">
                {v.companion_name} ({displayPhone(v.companion_phone)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What cannot wait, at the top of the dashboard's "Needs attention" (issue 42: they sat below the fold):
 * the open incidents (issue 29), visits nobody checked in to (late), and the concerns companions flagged
 * in their reports of the last days (until now only emailed), each leading to its booking.
 */
export function UrgentCare({ care }: { care: AdminDashboard["care"] }) {
  return (
    // Side by side from a desk's width, so none of the three starts below another's long list.
    <div className="grid grid-cols-1 items-start gap-3 lg:grid-cols-3" data-testid="urgent-care">
      <IncidentsSection count={care.open_incidents} incidents={care.incidents} />
      <CareList
        id="care-late"
        title={T.late}
        count={care.late_visits}
        empty={T.noLate}
        visits={care.late}
        overdue={false}
      />
      <ConcernList count={care.recent_concerns} concerns={care.concerns} />
    </div>
  );
}

/** Concerns flagged in visit reports, newest first: the visit, what worried the companion, who and when. */
function ConcernList({ count, concerns }: { count: number; concerns: readonly CareConcern[] }) {
  return (
    <section
      aria-labelledby="care-concerns"
      className="min-w-0 rounded-xl border border-line bg-white p-4"
      data-testid="report-concerns"
    >
      <h3 id="care-concerns" className="text-lg font-bold">
        {T.concerns}: <span className="tabular-nums">{count}</span>
      </h3>
      {concerns.length === 0 ? (
        <p className="mt-2 text-muted">{T.noConcerns}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {concerns.map((c) => (
            <li key={c.booking_id} className="space-y-0.5 py-2">
              <Link
                to={careVisitLink(c, "completed")}
                className="font-semibold text-primary-700 underline underline-offset-4"
              >
                {c.loved_one_name}, {c.service_name}
              </Link>
              <p className="whitespace-pre-line wrap-anywhere">{c.concern_note}</p>
              <p className="text-base text-muted wrap-anywhere">
                {T.concernFiled(formatIndiaDateTime(c.filed_at))} by {c.companion_name} (
                {displayPhone(c.companion_phone)})
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The care team's day on the dashboard (issue 26, decision 0046): the visits held by a companion whose
 * check will have lapsed by then (issue 45, when given), reports past the 2-hour promise (overdue), each
 * listed with a link to the booking in the list, and the share of reports that reached the family on time
 * over the last 30 days. Late visits, incidents and reports' concerns are under "Needs attention"
 * (UrgentCare).
 */
export function CareSection({ care, lapsed }: { care: AdminDashboard["care"]; lapsed?: LapsedChecks }) {
  return (
    <section aria-labelledby="figures-care" className="space-y-3" data-testid="care-dashboard">
      <h2 id="figures-care" className="text-xl font-bold">
        {T.heading}
      </h2>
      {lapsed ? <LapsedChecksSection lapsed={lapsed} /> : null}
      <CareList
        id="care-overdue"
        title={T.reportsOverdue}
        count={care.reports_overdue}
        empty={T.noReportsOverdue}
        visits={care.overdue}
        overdue
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-white p-4">
        <p>
          <span className="block text-base text-muted">{T.onTimeHeading}</span>
          <span className="block text-3xl font-bold tabular-nums">
            {onTimeShare(care.reports_on_time_30_days, care.reports_filed_30_days)}
          </span>
        </p>
        <p className="min-w-0 flex-1 basis-60">
          {T.onTime(care.reports_on_time_30_days, care.reports_filed_30_days)}
        </p>
      </div>
    </section>
  );
}
