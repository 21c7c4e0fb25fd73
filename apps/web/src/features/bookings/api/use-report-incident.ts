import type { ReportIncidentRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST users/reportincident/: an incident on one of the member's visits (issue 29). No toasts: the
 * Urgent help dialog shows the answer or the refusal itself. The list refreshes to show the incident.
 */
export function useReportIncident(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportIncidentRequest) => apiCall("reportIncident", body, { toast: false }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings(userId) });
    },
  });
}
