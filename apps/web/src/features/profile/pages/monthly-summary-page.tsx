import {
  INCIDENT_SEVERITY_LABELS,
  MONTHLY_SUMMARY_MESSAGES as M,
  MONTH_PATTERN,
  type MonthlySummary,
  monthLabel,
} from "@eldercare/contracts";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatIndiaDay } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session.tsx";
import { useMonthlySummary } from "../api/use-monthly-summary.ts";
import { MoodChart, WeeksChart } from "../components/monthly-summary-charts.tsx";

/**
 * /user/summary/:lovedOneId/:month (members, issue 47): one loved one's month, as the 1st's summary
 * message links to it: the visits, arrivals on time, the companions, what was done, concerns and incidents,
 * then mood over 90 days and visits per week, each chart with its table.
 */
export function MonthlySummaryPage() {
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const params = useParams();
  const lovedOneId = Number(params.lovedOneId);
  const month = params.month ?? "";
  const valid = Number.isInteger(lovedOneId) && lovedOneId > 0 && MONTH_PATTERN.test(month);
  const summary = useMonthlySummary(userId, valid ? lovedOneId : 0, valid ? month : "");
  const refused = summary.error instanceof ApiError && summary.error.status < 500 ? summary.error : null;

  return (
    <Page
      title={summary.data ? M.title(summary.data.loved_one.name, summary.data.month) : M.pageTitle}
      width="wide"
    >
      <p>
        <Link
          to="/user/profile"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {M.back}
        </Link>
      </p>
      <div className="mt-4 space-y-6">
        {!valid || refused ? (
          <div
            role="alert"
            className="rounded-xl border border-line bg-white p-6"
            data-testid="summary-refused"
          >
            <p className="font-semibold">{refused ? refused.message : M.notFound}</p>
          </div>
        ) : summary.isPending ? (
          <LoadingNotice>{M.loading}</LoadingNotice>
        ) : summary.isError ? (
          <LoadError title={M.loadFailed} error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <SummaryView summary={summary.data} />
        )}
      </div>
    </Page>
  );
}

function SummaryView({ summary: s }: { summary: MonthlySummary }) {
  const figures = [
    [M.booked, s.visits.booked],
    [M.made, s.visits.made],
    [M.missed, s.visits.missed],
    [M.cancelled, s.visits.cancelled],
  ] as const;
  return (
    <>
      {s.partial ? <p role="status">{M.futureNote}</p> : null}
      <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="summary-visits">
        <h2 id="summary-visits" className="text-xl font-semibold">
          {M.visitsHeading} · {monthLabel(s.month)}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="summary-figures">
          {figures.map(([label, n]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-2xl font-bold">{n}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3">{M.onTime(s.arrivals.on_time, s.arrivals.checked_in)}</p>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="summary-companions">
          <h2 id="summary-companions" className="text-xl font-semibold">
            {M.companionsHeading}
          </h2>
          {s.companions.length ? (
            <ul className="mt-2 list-disc pl-5">
              {s.companions.map((c) => (
                <li key={c.name}>
                  {c.name} ({c.visits})
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2">{M.none}</p>
          )}
        </section>
        <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="summary-tasks">
          <h2 id="summary-tasks" className="text-xl font-semibold">
            {M.tasksHeading}
          </h2>
          {s.tasks.length ? (
            <ul className="mt-2 list-disc pl-5">
              {s.tasks.map((t) => (
                <li key={t.task}>
                  {t.label} ({t.count})
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2">{M.none}</p>
          )}
        </section>
      </div>
      <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="summary-concerns">
        <h2 id="summary-concerns" className="text-xl font-semibold">
          {M.concernsHeading}
        </h2>
        {s.concerns.length || s.incidents.length ? (
          <ul className="mt-2 list-disc pl-5">
            {s.concerns.map((c) => (
              <li key={`c${c.booking_id}`}>
                <Link to={`/user/visit/${c.booking_id}`} className="underline">
                  {M.concernOn(formatIndiaDay(c.visit_date))}
                </Link>
              </li>
            ))}
            {s.incidents.map((i) => (
              <li key={`i${i.id}`}>
                {M.incidentOn(INCIDENT_SEVERITY_LABELS[i.severity], formatIndiaDay(i.visit_date), i.open)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">{M.noConcerns}</p>
        )}
      </section>
      <MoodChart mood={s.mood} />
      <WeeksChart weeks={s.weeks} />
    </>
  );
}
