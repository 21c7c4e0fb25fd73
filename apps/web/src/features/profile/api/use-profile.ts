import type { Profile } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const profileQueryKey = queryKeys.profile;

/** users/getprofiledata/ for the signed-in member (the server checks the id against the token). */
export function useProfile(userId: number) {
  return useQuery<Profile>({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => apiCall("getProfile", { user_id: userId }, { signal }),
  });
}
