import type { City, Country } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** shared/getcountries/ and shared/getcities/: reference data, fresh for an hour. */
export function usePlaces() {
  const countries = useQuery<Country[]>({
    queryKey: queryKeys.countries,
    queryFn: async ({ signal }) => (await apiCall("getCountries", undefined, { signal })).countries,
    staleTime: 60 * 60_000,
  });
  const cities = useQuery<City[]>({
    queryKey: queryKeys.cities,
    queryFn: async ({ signal }) => (await apiCall("getCities", undefined, { signal })).cities,
    staleTime: 60 * 60_000,
  });
  return { countries, cities };
}
