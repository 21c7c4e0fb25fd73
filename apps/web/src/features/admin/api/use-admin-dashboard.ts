import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/dashboard/. No toast, neither spec §8's progress message nor 'Admin Dashboard data fetched
 * successfully': they covered the figures (issue 42, decision 0070); the page says it is loading.
 */
export function useAdminDashboard() {
  return useQuery({
    queryKey: queryKeys.adminDashboard,
    queryFn: ({ signal }) => apiCall("adminDashboard", undefined, { signal }),
    staleTime: 0,
  });
}
