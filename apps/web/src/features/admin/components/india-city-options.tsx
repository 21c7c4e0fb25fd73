import type { City, State } from "@eldercare/contracts";
import { citiesOfState, india, statesOf, useCities, useCountries, useStates } from "../../../lib/places.ts";

/**
 * India's cities grouped by state, for a console list to choose from (the care team's city filter, the
 * cities a coordinator covers); `leaveOut`: cities not offered (those already chosen). A state left with
 * no city is not shown. `ready` once the countries, states and cities are all read.
 */
export function useIndiaCityGroups(leaveOut: readonly number[] = []) {
  const countries = useCountries();
  const states = useStates();
  const cities = useCities();
  const indiaId = india(countries.data)?.country_id;
  const groups: { state: State; cities: City[] }[] =
    states.data && cities.data && indiaId
      ? statesOf(states.data, indiaId)
          .map((s) => ({
            state: s,
            cities: citiesOfState(cities.data, s.state_id).filter((c) => !leaveOut.includes(c.city_id)),
          }))
          .filter((g) => g.cities.length > 0)
      : [];
  return { groups, cities: cities.data, ready: Boolean(states.data && cities.data && indiaId) };
}

/** The groups' options inside a select: one optgroup a state, each city's id as its value. */
export function IndiaCityOptions({ groups }: { groups: ReturnType<typeof useIndiaCityGroups>["groups"] }) {
  return groups.map((g) => (
    <optgroup key={g.state.state_id} label={g.state.state_name}>
      {g.cities.map((c) => (
        <option key={c.city_id} value={String(c.city_id)}>
          {c.city_name}
        </option>
      ))}
    </optgroup>
  ));
}
