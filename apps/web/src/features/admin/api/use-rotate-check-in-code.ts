import { CHECK_IN_CODE_TEXT } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST admin/rotatecheckincode/ (decision 0093): a loved one's new check-in code; the old one stops working
 * at once. The toast says so; the audit log refreshes. The team never sees the code itself.
 */
export function useRotateCheckInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lovedOneId: number) =>
      withProgress(
        CHECK_IN_CODE_TEXT.rotating,
        () => apiCall("adminRotateCheckInCode", { loved_one_id: lovedOneId }),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
