import { ADMIN_FAQ_TEXT, type AdminQuestionListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getallquestions/: one page of visitors' questions (the progress toast, no success toast). */
export function useAdminQuestions(request: AdminQuestionListRequest) {
  return useQuery({
    queryKey: queryKeys.adminQuestionPage(request),
    queryFn: ({ signal }) =>
      withProgress(ADMIN_FAQ_TEXT.fetchingQuestions, () =>
        apiCall("adminGetAllQuestions", request, { signal }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
