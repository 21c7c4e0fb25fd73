import type { LovedOne } from "@eldercare/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiCall } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * users/getlovedones/ for the signed-in member: the people the member arranges care for (at most two).
 * One definition for every feature that reads them (the profile and the booking form).
 */
export function lovedOnesQuery(userId: number) {
  return queryOptions<LovedOne[]>({
    queryKey: queryKeys.lovedOnes(userId),
    queryFn: async ({ signal }) =>
      (await apiCall("getLovedOnes", { user_id: userId }, { signal })).loved_ones,
    enabled: userId > 0,
  });
}
