import { type AdminIncident, displayPhone, URGENT_HELP_TEXT as T, telHref } from "@eldercare/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { IncidentSeverityBadge } from "../../../components/ui/status-badge.tsx";
import { formatIndiaDateTime, formatIndiaDay } from "../../../lib/format.ts";
import { useCloseIncident } from "../api/use-close-incident.ts";
import { incidentVisitLink } from "../lib/dashboard-links.ts";
import { resolutionProblem } from "../lib/reason-form.ts";
import { settled } from "../lib/settled.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

/**
 * Open incidents on the dashboard (issue 29, decision 0060): the most severe first, each with what
 * happened, who reported it (a number to call back) and its visit; "Close incident" asks for the note the
 * family reads on the booking. Closed by someone else meanwhile (409), the list simply refreshes.
 */
export function IncidentsSection({
  count,
  incidents,
}: {
  count: number;
  incidents: readonly AdminIncident[];
}) {
  const [closing, setClosing] = useState<AdminIncident | null>(null);
  const close = useCloseIncident();
  return (
    <section
      aria-labelledby="care-incidents"
      className="min-w-0 rounded-xl border border-line bg-white p-4"
      data-testid="incidents-dashboard"
    >
      <h3 id="care-incidents" className="text-lg font-bold">
        {T.dashboardHeading}: <span className="tabular-nums">{count}</span>
      </h3>
      {incidents.length === 0 ? (
        <p className="mt-2 text-muted">{T.noneOpen}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {incidents.map((i) => (
            <li key={i.incident_id} className="space-y-1 py-3" aria-labelledby={`incident-${i.incident_id}`}>
              <div className="flex flex-wrap items-center gap-2">
                <IncidentSeverityBadge severity={i.severity} />
                <Link
                  id={`incident-${i.incident_id}`}
                  to={incidentVisitLink(i)}
                  className="font-semibold text-primary-700 underline underline-offset-4"
                >
                  {i.loved_one_name}, {i.service_name}, {formatIndiaDay(i.visit_date)}
                </Link>
              </div>
              <p className="whitespace-pre-line wrap-anywhere">{i.what_happened}</p>
              <p className="text-base text-muted wrap-anywhere">
                {T.reportedAt(formatIndiaDateTime(i.reported_at))} by{" "}
                {i.reported_by === "family" ? "the family" : "the companion"}: {i.reporter_name}
                {i.reporter_phone ? (
                  <>
                    {" "}
                    (
                    <a href={telHref(i.reporter_phone)} className="underline underline-offset-4">
                      {displayPhone(i.reporter_phone)}
                    </a>
                    )
                  </>
                ) : null}
              </p>
              <button type="button" className="btn btn-outline mt-1" onClick={() => setClosing(i)}>
                {T.close} <span className="sr-only">for {i.loved_one_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={closing !== null}
        title={T.closeHeading}
        label={T.resolution}
        submitLabel={T.close}
        required
        hint={T.resolutionHint}
        summary={
          closing ? (
            <p className="wrap-anywhere">
              <span className="font-semibold">
                {closing.loved_one_name}, {formatIndiaDay(closing.visit_date)}:
              </span>{" "}
              {closing.what_happened}
            </p>
          ) : null
        }
        validate={resolutionProblem}
        onClose={() => setClosing(null)}
        onSubmit={(resolution) =>
          closing
            ? settled(() => close.mutateAsync({ incident_id: closing.incident_id, resolution }))
            : Promise.resolve(true)
        }
      />
    </section>
  );
}
