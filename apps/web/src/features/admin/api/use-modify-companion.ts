import type { ModifyCompanionRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

/**
 * POST admin/modifycompanion/: adds a companion (no companion_id) or replaces their details. The progress
 * toast becomes the server's message; a refusal raises no toast (the form shows it beside its field or
 * above Save). The list, the companion's page and the audit log refresh.
 */
export function useModifyCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyCompanionRequest) =>
      withProgress(
        COMPANION_TEXT.saving,
        () => apiCall("adminModifyCompanion", body, { toast: false }),
        (data) => data.Message,
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.adminCompanion(data.companion.companion_id), data.companion);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminCompanions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
