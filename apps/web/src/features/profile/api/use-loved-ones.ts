import type { LovedOne } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** users/getlovedones/: the people the member arranges care for (at most two). */
export function useLovedOnes(userId: number) {
  return useQuery<LovedOne[]>({
    queryKey: queryKeys.lovedOnes(userId),
    queryFn: async ({ signal }) =>
      (await apiCall("getLovedOnes", { user_id: userId }, { signal })).loved_ones,
    enabled: userId > 0,
  });
}
