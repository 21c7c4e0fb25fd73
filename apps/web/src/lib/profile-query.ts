import type { Profile } from "@eldercare/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiCall, type CallOptions } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * users/getprofiledata/ for the signed-in member (the server checks the id against the token): one
 * definition for every feature that reads the profile. `toast: false` reads it quietly (a prefetch).
 */
export function profileQuery(userId: number, options: Pick<CallOptions, "toast"> = {}) {
  return queryOptions<Profile>({
    queryKey: queryKeys.profile(userId),
    queryFn: ({ signal }) => apiCall("getProfile", { user_id: userId }, { ...options, signal }),
  });
}
