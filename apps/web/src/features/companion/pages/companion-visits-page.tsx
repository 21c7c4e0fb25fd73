import { COMPANION_VISIT_DAYS, type CompanionVisit, visitStartDay } from "@eldercare/contracts";
import { COMPANION_NEXT_DAYS } from "@eldercare/contracts/i18n/companion/en";
import { QueryStates } from "../../../components/ui/load-states.tsx";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { usePageMeta } from "../../../lib/use-page-meta.ts";
import { OutboxStatus } from "../components/outbox-status.tsx";
import { VisitCard } from "../components/visit-card.tsx";
import type { ShownVisit } from "../offline/queued-visits.ts";
import { useShownVisits } from "../offline/use-shown-visits.ts";

/** The India day a visit starts on (a night shift's small hours on their own day: issue 41). */
const startDay = (v: CompanionVisit) => visitStartDay(v.visit_date, v.shift_type, v.start_time);

/** The visits by the India day they start, in the order the server listed them (by start). */
function byDay(visits: readonly ShownVisit[]): [string, ShownVisit[]][] {
  const days = new Map<string, ShownVisit[]>();
  for (const v of visits) days.set(startDay(v), [...(days.get(startDay(v)) ?? []), v]);
  return [...days];
}

function VisitList({ visits, headingLevel }: { visits: readonly ShownVisit[]; headingLevel: 3 | 4 }) {
  return (
    <ul className="space-y-4">
      {visits.map((v) => (
        <li key={v.booking_id}>
          <VisitCard visit={v} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /companion (issue 26): the signed-in companion's visits, "Today" and the "Next 7 days" by day, each a
 * large card with what they need at the door. Phone first: one column, large type and buttons. Issue 46:
 * the list kept on the phone when there is no signal, when it was last refreshed, and what waits to be sent.
 */
export function CompanionVisitsPage() {
  const { t, day, number } = useCompanionText();
  usePageMeta(t("app.title"));
  const visits = useShownVisits();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6">
      <h1 className="text-3xl font-bold">{t("app.title")}</h1>
      <div className="mt-4">
        <QueryStates query={visits} loading={t("app.loading")} failed={t("app.loadFailed")}>
          {(data) => {
            const status = <OutboxStatus refreshedAt={data.refreshed_at} fromPhone={data.from_phone} />;
            if (data.visits.length === 0) {
              return (
                <div className="space-y-4">
                  {status}
                  <p role="status" className="rounded-xl border border-line bg-white p-6 text-lg">
                    {t("app.noVisits", { days: number(COMPANION_VISIT_DAYS) })}
                  </p>
                </div>
              );
            }
            // Yesterday's visit still open (a night shift, a visit not checked out) belongs with today's.
            const today = data.visits.filter((v) => startDay(v) <= data.from);
            const later = byDay(data.visits.filter((v) => startDay(v) > data.from));
            return (
              <div className="space-y-8">
                {status}
                <section aria-labelledby="visits-today">
                  <h2 id="visits-today" className="text-2xl font-bold">
                    {t("app.today")}
                    <span className="block text-lg font-semibold text-muted">{day(data.from)}</span>
                  </h2>
                  <div className="mt-3">
                    {today.length > 0 ? (
                      <VisitList visits={today} headingLevel={3} />
                    ) : (
                      <p className="text-lg">{t("app.noVisitsToday")}</p>
                    )}
                  </div>
                </section>
                <section aria-labelledby="visits-next">
                  <h2 id="visits-next" className="text-2xl font-bold">
                    {t("app.nextDays", { count: COMPANION_NEXT_DAYS })}
                  </h2>
                  {later.length > 0 ? (
                    later.map(([date, list]) => (
                      <div key={date} className="mt-4">
                        <h3 className="mb-2 text-xl font-bold">{day(date)}</h3>
                        <VisitList visits={list} headingLevel={4} />
                      </div>
                    ))
                  ) : (
                    <p className="mt-3 text-lg">
                      {t("app.noVisitsNextDays", { days: number(COMPANION_NEXT_DAYS) })}
                    </p>
                  )}
                </section>
              </div>
            );
          }}
        </QueryStates>
      </div>
    </div>
  );
}
