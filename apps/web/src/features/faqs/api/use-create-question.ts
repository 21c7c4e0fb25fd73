import type { CreateQuestionRequest } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/**
 * POST shared/createquestion/: a visitor's question for the team. No toasts from the client: the form
 * shows the spec §8 message inline and raises its own toast. The server stores a repeat of the same
 * question once, so a retry after a lost response is safe. Nothing to invalidate: a new question does
 * not change the published FAQs, and no visitor-facing query lists questions.
 */
export function useCreateQuestion() {
  return useMutation({
    mutationFn: (body: CreateQuestionRequest) => apiCall("createQuestion", body, { toast: false }),
  });
}
