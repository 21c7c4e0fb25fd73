import {
  type AdminVisitSeriesItem,
  displayPhone,
  formatStartTime,
  REGULAR_GAP_LABELS,
  SERIES_REGULAR_TEXT as T,
  weekdaysInWords,
} from "@eldercare/contracts";
import { CalendarX2, Repeat, UserRound } from "lucide-react";
import { Link } from "react-router";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { BookingStatusBadge } from "../../../components/ui/status-badge.tsx";
import { formatIndiaDay, formatIndiaWeekday } from "../../../lib/format.ts";

/** The booking list narrowed to one visit of the schedule: its day and its loved one. */
export function visitLink(s: AdminVisitSeriesItem, date: string): string {
  const q = new URLSearchParams({ date_from: date, date_to: date, q: s.loved_one_name });
  return `/admin/bookings?${q.toString()}`;
}

/**
 * One care schedule in the console (decision 0081): family, loved one, service and pattern, its regular
 * companion (or none yet), and each upcoming date without them, with why and who holds it now, each leading
 * to the visit in the booking list. One column on a phone; the dates wrap.
 */
export function SeriesCard({
  series: s,
  shiftName,
}: {
  series: AdminVisitSeriesItem;
  shiftName: (shift: number) => string;
}) {
  const headingId = `admin-series-${s.series_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-xl border border-line bg-white p-5"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-xl font-bold break-words">
          {s.service_name} for {s.loved_one_name}
        </h2>
        <p className="flex items-start gap-2 font-semibold text-muted">
          <Repeat aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span className="min-w-0 break-words">
            {weekdaysInWords(s.weekdays)}, {shiftName(s.shift_type)}, from {formatStartTime(s.start_time)}
          </span>
        </p>
      </div>
      <FactList>
        <dt className="font-semibold">Family</dt>
        <dd>
          {s.member_name}
          {s.member_phone ? `, ${displayPhone(s.member_phone)}` : ""}
        </dd>
        <dt className="font-semibold">Dates</dt>
        <dd>
          {formatIndiaDay(s.from)} to {formatIndiaDay(s.until)}; {s.upcoming_count} ahead
        </dd>
        <dt className="font-semibold">{T.regular}</dt>
        <dd className="flex items-start gap-2">
          <UserRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
          {s.regular_companion ? (
            <strong>{s.regular_companion.full_name}</strong>
          ) : (
            <span>{T.noRegular}</span>
          )}
        </dd>
      </FactList>
      {s.regular_companion ? (
        <div>
          <h3 className="font-semibold">{T.gaps}</h3>
          {s.gaps.length === 0 ? (
            <p className="mt-1 text-muted">{T.noGaps}</p>
          ) : (
            <ul aria-label={`${T.gaps}: ${s.loved_one_name}`} className="mt-1 divide-y divide-line">
              {s.gaps.map((g) => (
                <li key={g.booking_id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
                  <CalendarX2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">
                      <Link className="underline" to={visitLink(s, g.visit_date)}>
                        {formatIndiaWeekday(g.visit_date)}, {formatStartTime(g.start_time)}
                      </Link>
                    </p>
                    <p>
                      {REGULAR_GAP_LABELS[g.reason]};{" "}
                      {g.companion_name ? T.heldBy(g.companion_name) : T.unassigned}
                    </p>
                  </div>
                  <BookingStatusBadge status={g.status} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </article>
  );
}
