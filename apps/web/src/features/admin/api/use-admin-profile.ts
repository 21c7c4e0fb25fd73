import { ADMIN_PROFILE_TEXT } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getprofile/: the administrator's own account and latest actions. */
export function useAdminProfile() {
  return useQuery({
    queryKey: queryKeys.adminProfile,
    queryFn: ({ signal }) =>
      withProgress(ADMIN_PROFILE_TEXT.fetching, () => apiCall("adminGetProfile", undefined, { signal })),
    staleTime: 0,
  });
}
