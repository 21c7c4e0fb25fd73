import type { Profile } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

export const profileQueryKey = (userId: number) => ["profile", userId] as const;

/** users/getprofiledata/ for the signed-in member (the server checks the id against the token). */
export function useProfile(userId: number) {
  return useQuery<Profile>({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => apiCall("getProfile", { user_id: userId }, { signal }),
  });
}
