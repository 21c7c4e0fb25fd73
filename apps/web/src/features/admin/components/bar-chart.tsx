/** One bar: its short label under the axis, its value, and its full reading ("3 bookings on 23 Nov"). */
export interface Bar {
  label: string;
  value: number;
  title: string;
}

/**
 * A bar chart of plain boxes, loaded only with the dashboard (React.lazy), so no charting code reaches any
 * other page. The numbers are also a table for screen readers.
 */
export default function BarChart({
  bars,
  caption,
  format = String,
  labelEvery = 1,
}: {
  bars: Bar[];
  caption: string;
  format?: (value: number) => string;
  /** Label every n-th bar under the axis (30 day labels do not fit a phone). */
  labelEvery?: number;
}) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const lastLabelled = bars.length === 0 ? -1 : Math.floor((bars.length - 1) / labelEvery) * labelEvery;
  return (
    <figure className="m-0">
      <div aria-hidden="true">
        <div className="flex h-40 items-end gap-[2px] border-b border-ink/40">
          {bars.map((b) => (
            <div
              key={b.label}
              title={`${b.title}: ${format(b.value)}`}
              className="min-w-0 flex-1 rounded-t-sm bg-primary-700"
              style={{ height: max === 0 ? 0 : `${(b.value / max) * 100}%` }}
            />
          ))}
        </div>
        <div className="mt-1 flex gap-[2px] text-sm text-ink">
          {bars.map((b, i) => (
            // A label wider than its bar spills to both sides (a flex box centres what overflows it), the
            // first one only rightwards and the last only leftwards, so none reaches past the chart.
            <span
              key={b.label}
              className={`flex min-w-0 flex-1 whitespace-nowrap ${i === 0 ? "justify-start" : i === lastLabelled ? "justify-end" : "justify-center"}`}
            >
              {i % labelEvery === 0 ? b.label : ""}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="mt-3 text-base text-muted">
        {caption}. Highest: {format(max)}.
      </figcaption>
      {/* A table is as wide as its rows whatever its width says: the box around it keeps it to 1 px. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.title}</th>
                <td>{format(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
