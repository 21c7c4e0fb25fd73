import { type CloseIncidentRequest, URGENT_HELP_TEXT } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST admin/closeincident/: close an open incident with a note; the dashboard and audit log refresh. */
export function useCloseIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseIncidentRequest) =>
      withProgress(
        URGENT_HELP_TEXT.closing,
        () => apiCall("adminCloseIncident", body),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
