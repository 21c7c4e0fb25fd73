import {
  BOOKING_CALLED_OFF_STATUSES,
  type Booking,
  indiaToday,
  URGENT_HELP_TEXT as T,
} from "@eldercare/contracts";
import { IndiaTime } from "../../../components/india-time.tsx";
import { IncidentSeverityBadge } from "../../../components/ui/status-badge.tsx";

/** Whether the family may report an incident on this visit: its day has come and it went or goes ahead. */
export function mayReportIncident(b: Booking, now: Date): boolean {
  return !BOOKING_CALLED_OFF_STATUSES.includes(b.status) && b.visit_date <= indiaToday(now);
}

/**
 * The incidents reported on a visit (issue 29): how serious, who reported it and when, what happened,
 * and the team's resolution once closed ("Open: the team is on it" until then).
 */
export function BookingIncidents({ booking: b }: { booking: Booking }) {
  if (b.incidents.length === 0) return null;
  const headingId = `booking-${b.booking_id}-incidents`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border-2 border-danger/30 bg-[#fdf2f2] px-4 py-3"
    >
      <h4 id={headingId} className="font-bold">
        {T.incidents}
      </h4>
      <ul className="mt-2 space-y-3">
        {b.incidents.map((i) => (
          <li key={i.incident_id} className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <IncidentSeverityBadge severity={i.severity} />
              <span className="text-base text-muted">
                {T.reportedBy(i.reported_by)}, <IndiaTime at={i.reported_at} withDay />
              </span>
            </div>
            <p className="whitespace-pre-line wrap-anywhere">{i.what_happened}</p>
            {i.closed_at ? (
              <p className="rounded-lg bg-white px-3 py-2">
                <span className="font-semibold">{T.resolved}:</span>{" "}
                <span className="whitespace-pre-line wrap-anywhere">{i.resolution}</span>
              </p>
            ) : (
              <p className="font-semibold">{T.open}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
