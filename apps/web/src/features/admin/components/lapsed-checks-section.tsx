import { displayPhone, type LapsedChecks, CHECK_EXPIRY_TEXT as T } from "@eldercare/contracts";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { formatIndiaDateTime, formatIndiaDay } from "../../../lib/format.ts";
import { companionPath } from "../lib/companion-rows.ts";
import { careVisitLink } from "../lib/dashboard-links.ts";

/**
 * The dashboard's visits after a companion's check lapses (issue 45): held by someone the roster no longer
 * sends on that day, soonest first, each leading to its booking (to give it to another) and its companion
 * (to enter the renewed check), with the check and its last day.
 */
export function LapsedChecksSection({ lapsed }: { lapsed: LapsedChecks }) {
  return (
    <section
      aria-labelledby="care-lapsed-checks"
      className="min-w-0 rounded-xl border border-line bg-white p-4"
      data-testid="lapsed-checks"
    >
      <h3 id="care-lapsed-checks" className="text-lg font-bold">
        {T.heading}: <span className="tabular-nums">{lapsed.visits}</span>
      </h3>
      {lapsed.list.length === 0 ? (
        <p className="mt-2 text-muted">{T.none}</p>
      ) : (
        <>
          <p className="mt-1 text-base text-muted">{T.hint}</p>
          <ul className="mt-2 divide-y divide-line">
            {lapsed.list.map((v) => (
              <li key={v.booking_id} className="space-y-0.5 py-2">
                <Link
                  to={careVisitLink(v, v.status === "requested" ? "requested" : "confirmed")}
                  className="font-semibold text-primary-700 underline underline-offset-4"
                >
                  {v.loved_one_name}, {v.service_name}
                </Link>
                <span className="block text-base">Starts {formatIndiaDateTime(v.starts_at)}</span>
                <span className="flex items-center gap-1 text-base font-semibold text-danger">
                  <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                  {T.lapsedLine(v.check, formatIndiaDay(v.valid_until))}
                </span>
                <span className="block text-base text-muted wrap-anywhere">
                  <Link
                    to={companionPath(v.companion_id)}
                    className="text-primary-700 underline underline-offset-4"
                  >
                    {v.companion_name}
                  </Link>{" "}
                  ({displayPhone(v.companion_phone)})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
