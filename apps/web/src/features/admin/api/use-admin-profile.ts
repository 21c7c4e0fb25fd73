import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getprofile/: the administrator's own account and latest actions. Loads raise no toast (issue 42, decision 0070): the page shows its own loading state. */
export function useAdminProfile() {
  return useQuery({
    queryKey: queryKeys.adminProfile,
    queryFn: ({ signal }) => apiCall("adminGetProfile", undefined, { signal }),
    staleTime: 0,
  });
}
