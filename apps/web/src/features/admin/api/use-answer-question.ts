import { ADMIN_FAQ_TEXT, type AnswerQuestionRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST admin/answerquestion/: a visitor's question becomes an FAQ. The questions, the FAQ lists (admin
 * and public) and the audit log refresh, also after a refusal (the question was handled meanwhile).
 */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerQuestionRequest) =>
      withProgress(
        ADMIN_FAQ_TEXT.answering,
        () => apiCall("adminAnswerQuestion", body),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminQuestions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminFaqs });
      void queryClient.invalidateQueries({ queryKey: queryKeys.faqs });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
