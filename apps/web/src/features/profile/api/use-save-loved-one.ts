import type { ApiBody } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST users/savelovedone/: adds a loved one (no loved_one_id) or replaces one. The list and the
 * profile are refreshed. No client toasts: the form shows a refusal inline and raises its own.
 */
export function useSaveLovedOne(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"saveLovedOne">) => apiCall("saveLovedOne", body, { toast: false }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lovedOnes(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) });
    },
  });
}
