import type { ServedPlaces } from "@eldercare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { lazyApiCall as apiCall } from "./lazy-api.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * GET shared/getservedplaces/: where the service runs, the Indian cities served by state. Prerendered
 * with the home and Services pages; it changes with a release, so it stays fresh for an hour.
 */
export function servedPlacesQuery() {
  return queryOptions({
    queryKey: queryKeys.servedPlaces,
    queryFn: ({ signal }): Promise<ServedPlaces> =>
      apiCall("fetchServedPlaces", undefined, { toast: false, ...(signal ? { signal } : {}) }),
    staleTime: 60 * 60_000,
  });
}

export const useServedPlaces = () => useQuery(servedPlacesQuery());
