import type { DecideRescheduleRequest } from "@eldercare/contracts";
import { ADMIN_TEXT } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST admin/decidereschedule/: approve (moves the visit) or decline (with the note the family sees).
 * The server's message is toasted; refused or not, the requests, the bookings and the audit log refresh.
 */
export function useDecideReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideRescheduleRequest) =>
      withProgress(
        ADMIN_TEXT.decidingReschedule,
        () => apiCall("adminDecideReschedule", body),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminReschedule });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminBookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
