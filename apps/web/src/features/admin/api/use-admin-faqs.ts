import { type AdminFaqListRequest, PROGRESS_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getallfaq/: one page of FAQs, published or not. Spec §4/§8: 'Fetching admin FAQ list. Please Wait...'. */
export function useAdminFaqs(request: AdminFaqListRequest) {
  return useQuery({
    queryKey: queryKeys.adminFaqPage(request),
    queryFn: ({ signal }) =>
      withProgress(
        PROGRESS_MESSAGES.fetchingFaqs,
        () => apiCall("adminGetAllFaq", request, { signal }),
        SUCCESS_MESSAGES.faqListFetched,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
