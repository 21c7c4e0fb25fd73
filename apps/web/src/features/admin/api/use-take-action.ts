import { PROGRESS_MESSAGES, type TakeActionRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST admin/takeaction/: confirm, reject, complete or cancel a booking. The progress toast, then the
 * server's 'Action taken on service booking successfully!'; a refusal (409: it changed meanwhile) is
 * toasted in the server's words by the client. Either way the list and the audit log refresh.
 */
export function useTakeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TakeActionRequest) =>
      withProgress(
        PROGRESS_MESSAGES.takingAction,
        () => apiCall("adminTakeAction", body),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminBookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminReschedule });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
