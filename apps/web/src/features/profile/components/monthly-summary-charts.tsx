import { MONTHLY_SUMMARY_MESSAGES as M, type MonthlySummary } from "@eldercare/contracts";
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatIndiaDay as formatDay } from "../../../lib/format.ts";

/*
 * The summary's two charts (issue 47, decision 0098): mood at each visit over 90 days and visits made per
 * week, each drawn by recharts with its table beside it (the same figures, readable by a screen reader and
 * at any zoom). This module is imported only by the summary page, whose route loads on demand, so recharts
 * is in that page's chunk and no other.
 */

const CHART_STYLE = { width: "100%", maxWidth: 720, height: 240 } as const;
const TABLE = "mt-3 w-full max-w-md border-collapse text-left text-sm";
const CELL = "border-b border-line px-2 py-1";

export function MoodChart({ mood }: { mood: MonthlySummary["mood"] }) {
  return (
    <figure className="rounded-xl border border-line bg-white p-5" data-testid="mood-chart">
      <figcaption className="text-lg font-semibold">{M.moodHeading}</figcaption>
      <p className="text-sm text-muted">{M.moodCaption}</p>
      {mood.length === 0 ? (
        <p className="mt-3">{M.noMood}</p>
      ) : (
        <>
          <div role="img" aria-label={M.moodCaption} className="mt-3">
            <LineChart responsive style={CHART_STYLE} data={mood}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" tickFormatter={formatDay} />
              <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} allowDecimals={false} width={32} />
              <Tooltip labelFormatter={(d) => formatDay(String(d))} />
              <Line type="monotone" dataKey="mood" name="Mood" stroke="#0f766e" strokeWidth={2} dot />
            </LineChart>
          </div>
          <table className={TABLE}>
            <caption className="sr-only">{M.moodHeading}</caption>
            <thead>
              <tr>
                <th scope="col" className={CELL}>
                  {M.dateColumn}
                </th>
                <th scope="col" className={CELL}>
                  {M.moodColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {mood.map((m) => (
                <tr key={m.booking_id}>
                  <td className={CELL}>{formatDay(m.date)}</td>
                  <td className={CELL}>{m.mood}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

export function WeeksChart({ weeks }: { weeks: MonthlySummary["weeks"] }) {
  const any = weeks.some((w) => w.visits > 0);
  return (
    <figure className="rounded-xl border border-line bg-white p-5" data-testid="weeks-chart">
      <figcaption className="text-lg font-semibold">{M.weeksHeading}</figcaption>
      <p className="text-sm text-muted">{M.weeksCaption}</p>
      {!any ? (
        <p className="mt-3">{M.noVisits}</p>
      ) : (
        <>
          <div role="img" aria-label={M.weeksCaption} className="mt-3">
            <BarChart responsive style={CHART_STYLE} data={weeks}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="week_start" tickFormatter={formatDay} />
              <YAxis allowDecimals={false} width={32} />
              <Tooltip labelFormatter={(d) => formatDay(String(d))} />
              <Bar dataKey="visits" name={M.visitsColumn} fill="#0f766e" />
            </BarChart>
          </div>
          <table className={TABLE}>
            <caption className="sr-only">{M.weeksHeading}</caption>
            <thead>
              <tr>
                <th scope="col" className={CELL}>
                  {M.weekColumn}
                </th>
                <th scope="col" className={CELL}>
                  {M.visitsColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.week_start}>
                  <td className={CELL}>{formatDay(w.week_start)}</td>
                  <td className={CELL}>{w.visits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
