import { MapPin } from "lucide-react";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { useServedPlaces } from "../../../lib/served-places-query.ts";

/**
 * Where the service runs (issue 25): the Indian cities a family's loved one may live in, by state, from
 * the server (prerendered with the page). A town not listed leads to the enquiry form, not a dead end.
 */
export function WhereWeServe({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { data } = useServedPlaces();
  const { open } = useDialogs();
  if (!data) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cities = data.states.reduce((n, s) => n + s.cities.length, 0);
  return (
    <section aria-labelledby="where-we-serve" data-testid="where-we-serve">
      <Heading id="where-we-serve" className="flex items-center gap-2 text-3xl font-bold">
        <MapPin aria-hidden="true" className="size-8 shrink-0 text-accent-700" />
        Where we serve
      </Heading>
      <p className="mt-4 max-w-3xl">
        Our companions visit homes in {cities} cities across {data.states.length} states and union territories
        of India, from Kolkata, where we started, to Mumbai, Bengaluru, Chennai and Delhi.
      </p>
      <details className="mt-4 rounded-lg border border-line bg-white p-4">
        <summary className="min-h-11 cursor-pointer font-semibold text-primary-800">
          See every city we serve, by state
        </summary>
        <ul className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.states.map((s) => (
            <li key={s.state_id}>
              <span className="font-bold">{s.state_name}</span>
              <span className="block text-muted">{s.cities.map((c) => c.city_name).join(", ")}</span>
            </li>
          ))}
        </ul>
      </details>
      <p className="mt-4">
        Your parents&apos; town is not listed?{" "}
        <button
          type="button"
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
          onClick={() => open("enquiry")}
        >
          Tell us where they live
        </button>{" "}
        and we will write to you about care there.
      </p>
    </section>
  );
}
