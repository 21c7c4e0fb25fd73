import type { AdminQuestionListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getallquestions/: one page of visitors' questions. Loads raise no toast (issue 42, decision 0070): the page shows its own loading state. */
export function useAdminQuestions(request: AdminQuestionListRequest) {
  return useQuery({
    queryKey: queryKeys.adminQuestionPage(request),
    queryFn: ({ signal }) => apiCall("adminGetAllQuestions", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
