import { ASSIGNMENT_TEXT, type AssignCompanionRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST admin/assigncompanion/: assigns or changes a visit's companion (with `confirm`, also confirms a
 * requested booking). The progress toast becomes the server's message; a refusal raises no toast (the
 * dialog shows it above its button). Either way the bookings, the suggestions and the audit log refresh.
 */
export function useAssignCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignCompanionRequest) =>
      withProgress(
        ASSIGNMENT_TEXT.assigning,
        () => apiCall("adminAssignCompanion", body, { toast: false }),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminBookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companionSuggestions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
