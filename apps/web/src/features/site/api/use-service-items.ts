import type { ServiceItem } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET shared/fetchserviceitems/ — the service catalogue, every assistance type. */
export async function fetchServiceItems(signal?: AbortSignal): Promise<ServiceItem[]> {
  const data = await apiCall("fetchServiceItems", undefined, signal ? { signal } : {});
  return data.services;
}

/** The service catalogue; it changes rarely, so it stays fresh for 10 minutes. */
export function useServiceItems() {
  return useQuery({
    queryKey: queryKeys.serviceItems,
    queryFn: ({ signal }) => fetchServiceItems(signal),
    staleTime: 10 * 60_000,
  });
}
