import { type ModifyFaqRequest, PROGRESS_MESSAGES } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST admin/modifyfaq/: create or update an FAQ. Spec §4/§8: 'Creating/updating FAQ. Please Wait...',
 * then 'FAQ created/updated successfully!'. The admin list, the public FAQ page and the audit log refresh.
 */
export function useModifyFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyFaqRequest) =>
      withProgress(
        PROGRESS_MESSAGES.savingFaq,
        () => apiCall("adminModifyFaq", body),
        (data) => data.Message,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminFaqs });
      void queryClient.invalidateQueries({ queryKey: queryKeys.faqs });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
