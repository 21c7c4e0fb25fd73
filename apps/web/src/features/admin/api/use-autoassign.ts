import type { AutoassignRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST admin/autoassign/ (issue 45): with `dry_run` the plan to show, nothing saved; without, the plan
 * carried out, after which the bookings (and the board under them), the dashboard and the audit log
 * refresh. The dialog shows a refusal itself, so no toast is raised over it.
 */
export function useAutoassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoassignRequest) => apiCall("adminAutoassign", body, { toast: false }),
    onSettled: (_data, _error, body) => {
      if (body.dry_run) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminBookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
