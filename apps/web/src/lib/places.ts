import {
  type City,
  type Country,
  pincodeFitsState,
  pincodeNotInState,
  type State,
} from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * shared/getcountries/, shared/getstates/ and shared/getcities/: reference data, fresh for an hour,
 * shared by every form that asks where someone is (enquiries, the profile's address, loved ones).
 */
const HOUR = 60 * 60_000;

export function useCountries() {
  return useQuery<Country[]>({
    queryKey: queryKeys.countries,
    queryFn: async ({ signal }) => (await apiCall("getCountries", undefined, { signal })).countries,
    staleTime: HOUR,
  });
}

export function useStates() {
  return useQuery<State[]>({
    queryKey: queryKeys.states,
    queryFn: async ({ signal }) => (await apiCall("getStates", undefined, { signal })).states,
    staleTime: HOUR,
  });
}

export function useCities() {
  return useQuery<City[]>({
    queryKey: queryKeys.cities,
    queryFn: async ({ signal }) => (await apiCall("getCities", undefined, { signal })).cities,
    staleTime: HOUR,
  });
}

/** The cities of a country, by name (the city list follows the chosen country). */
export function citiesOf(cities: readonly City[], countryId: number): City[] {
  return cities.filter((c) => c.country_id === countryId).sort(byName);
}

/** The states (or regions) of a country, by name. */
export function statesOf(states: readonly State[], countryId: number): State[] {
  return states
    .filter((s) => s.country_id === countryId)
    .sort((a, b) => a.state_name.localeCompare(b.state_name));
}

/** The cities of a state, by name (the city list follows the chosen state). */
export function citiesOfState(cities: readonly City[], stateId: number): City[] {
  return cities.filter((c) => c.state_id === stateId).sort(byName);
}

/**
 * Why a PIN code cannot be in the chosen state (the contract's message, naming the state), or null: the
 * server refuses the same address with the same words, this says so before anything is sent.
 */
export function pincodeProblem(pincode: string, stateId: number, states: readonly State[] | undefined) {
  const state = states?.find((s) => s.state_id === stateId);
  return state && !pincodeFitsState(pincode, state.state_code) ? pincodeNotInState(state.state_name) : null;
}

/** India, where care happens (its country_code is IN). */
export function india(countries: readonly Country[] | undefined): Country | undefined {
  return countries?.find((c) => c.country_code === "IN");
}

function byName(a: City, b: City): number {
  return a.city_name.localeCompare(b.city_name);
}
