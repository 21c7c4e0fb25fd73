import type { ServiceItem } from "@eldercare/contracts";
import { queryOptions } from "@tanstack/react-query";
import { lazyApiCall as apiCall } from "./lazy-api.ts";
import { queryKeys } from "./query-keys.ts";

/** GET shared/fetchserviceitems/ — the service catalogue, every assistance type. */
export async function fetchServiceItems(signal?: AbortSignal): Promise<ServiceItem[]> {
  const data = await apiCall("fetchServiceItems", undefined, signal ? { signal } : {});
  return data.services;
}

/**
 * The service catalogue for every feature that shows it (the services pages and the booking form); it
 * changes rarely, so it stays fresh for 10 minutes.
 */
export function serviceItemsQuery() {
  return queryOptions({
    queryKey: queryKeys.serviceItems,
    queryFn: ({ signal }) => fetchServiceItems(signal),
    staleTime: 10 * 60_000,
  });
}
