import { PROGRESS_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/dashboard/ behind spec §8's progress message ('Fetching enquiries. Please Wait...'). */
export function useAdminDashboard() {
  return useQuery({
    queryKey: queryKeys.adminDashboard,
    queryFn: ({ signal }) =>
      withProgress(
        PROGRESS_MESSAGES.fetchingDashboard,
        () => apiCall("adminDashboard", undefined, { signal }),
        SUCCESS_MESSAGES.dashboardFetched,
      ),
    staleTime: 0,
  });
}
