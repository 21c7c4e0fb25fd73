import { ADMIN_FAQ_TEXT, type CloseQuestionRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST admin/closequestion/: close a visitor's question with a note; the questions and audit log refresh. */
export function useCloseQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseQuestionRequest) =>
      withProgress(
        ADMIN_FAQ_TEXT.closing,
        () => apiCall("adminCloseQuestion", body),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminQuestions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
