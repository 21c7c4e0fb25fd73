import { type CityCare, sharePercent, CITY_CARE_TEXT as T } from "@eldercare/contracts";
import { formatIndiaDay } from "../../../lib/format.ts";

/** Cities without visits are shown one by one up to this many; more are folded into one line. */
const QUIET_CITIES_SHOWN = 3;

const hasVisits = (c: CityCare) => c.continuity.families > 0 || c.arrivals.checked_in > 0;

/** One figure: its share and counts, or "No visits yet" when there is nothing to share out. */
function Figure({
  label,
  part,
  whole,
  value,
}: {
  label: string;
  part: number;
  whole: number;
  value: (percent: number, part: number, whole: number) => string;
}) {
  const percent = sharePercent(part, whole);
  return (
    <div>
      <dt className="text-base text-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">
        {percent === null ? T.noVisits : value(percent, part, whole)}
      </dd>
    </div>
  );
}

function CityCard({ city, asOf }: { city: CityCare; asOf: string | null }) {
  const id = `city-care-${city.city_id}`;
  return (
    <li>
      <section aria-labelledby={id} className="h-full rounded-xl border border-line bg-white p-4">
        <h3 id={id} className="text-lg font-bold">
          {city.city_name}
        </h3>
        {city.as_of !== null && city.as_of !== asOf ? (
          <p className="text-base text-muted">{T.cityAsOf(formatIndiaDay(city.as_of))}</p>
        ) : null}
        <dl className="mt-2 space-y-2">
          <Figure
            label={T.continuityLabel}
            part={city.continuity.two_or_fewer}
            whole={city.continuity.families}
            value={T.continuityValue}
          />
          <Figure
            label={T.onTimeLabel}
            part={city.arrivals.on_time}
            whole={city.arrivals.checked_in}
            value={T.onTimeValue}
          />
        </dl>
      </section>
    </li>
  );
}

/**
 * The dashboard's continuity and on-time arrivals per city (issue 45, decision 0090): each city's latest
 * nightly figures, and the day they count up to. A city with nothing to share out says "No visits yet"
 * rather than 0%; beyond a few such cities (an administrator's whole country) they are folded into one line.
 */
export function CityCareSection({ cities }: { cities: readonly CityCare[] }) {
  if (cities.length === 0) return null;
  const asOf = cities.reduce<string | null>(
    (latest, c) => (c.as_of && c.as_of > (latest ?? "") ? c.as_of : latest),
    null,
  );
  const busy = cities.filter(hasVisits);
  const quiet = cities.filter((c) => !hasVisits(c));
  const folded = quiet.length > QUIET_CITIES_SHOWN;
  const cards = folded ? busy : [...busy, ...quiet];
  return (
    <section aria-labelledby="city-care" className="space-y-3" data-testid="city-care">
      <h2 id="city-care" className="text-xl font-bold">
        {T.heading}
      </h2>
      <p className="text-base text-muted">{asOf ? T.asOf(formatIndiaDay(asOf)) : T.notYet}</p>
      {cards.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((c) => (
            <CityCard key={c.city_id} city={c} asOf={asOf} />
          ))}
        </ul>
      ) : null}
      {folded ? (
        <details className="rounded-xl border border-line bg-white p-4">
          <summary className="cursor-pointer font-semibold">{T.quietCities(quiet.length)}</summary>
          <p className="mt-2 text-base">{quiet.map((c) => c.city_name).join(", ")}</p>
        </details>
      ) : null}
    </section>
  );
}
