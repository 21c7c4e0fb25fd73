import type { AssignCompanionRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

/**
 * POST admin/assigncompanion/: assigns or changes a visit's companion (with `confirm`, also confirms a
 * requested booking). While it is sent the dialog's button says so, with no progress toast over the
 * dialog's list (issue 42, decision 0070); the server's message is toasted once it has succeeded and the
 * dialog closes. A refusal raises no toast (the dialog shows it above its button). Either way the
 * bookings, the suggestions and the audit log refresh.
 */
export function useAssignCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignCompanionRequest) => apiCall("adminAssignCompanion", body, { toast: false }),
    onSuccess: (data) => toast.success(data.Message),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminBookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companionSuggestions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
