import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST users/removelovedone/: removes one of the member's loved ones (refused while they have
 * upcoming bookings). The list and the profile are refreshed. The dialog shows a refusal itself.
 */
export function useRemoveLovedOne(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lovedOneId: number) =>
      apiCall("removeLovedOne", { user_id: userId, loved_one_id: lovedOneId }, { toast: false }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lovedOnes(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
    },
  });
}
