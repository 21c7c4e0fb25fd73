import type { ModifyStaffRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { STAFF_TEXT } from "../lib/staff-text.ts";

/**
 * POST admin/modifystaff/: adds a member of staff (no staff_id) or replaces their details. The progress
 * toast becomes the server's message; a refusal raises no toast (the form shows it beside its field or
 * above Save). The staff list and the audit log refresh.
 */
export function useModifyStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyStaffRequest) =>
      withProgress(
        STAFF_TEXT.saving,
        () => apiCall("adminModifyStaff", body, { toast: false }),
        (data) => data.Message,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminStaff });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
