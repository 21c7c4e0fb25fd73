import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** companion/getvisits/: the signed-in companion's visits, today and the next days (issue 26). */
export function useCompanionVisits() {
  return useQuery({
    queryKey: queryKeys.companionVisits,
    queryFn: () => apiCall("companionGetVisits", undefined, { toast: false }),
    // A companion opens the app at the door: what the team changed since is shown on return.
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}
