import type { AdminFaqListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getallfaq/: one page of FAQs, published or not. No toast, neither spec §8's progress message nor
 * 'Admin FAQ list fetched successfully!' (issue 42, decision 0070): the list shows its own loading state.
 */
export function useAdminFaqs(request: AdminFaqListRequest) {
  return useQuery({
    queryKey: queryKeys.adminFaqPage(request),
    queryFn: ({ signal }) => apiCall("adminGetAllFaq", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
