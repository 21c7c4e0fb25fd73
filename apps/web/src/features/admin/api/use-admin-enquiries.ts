import { type AdminEnquiryListRequest, PROGRESS_MESSAGES, SUCCESS_MESSAGES } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getallenquiry/: one page of enquiries. Spec §4/§8: the progress toast, then 'Enquiries fetched successfully!'. */
export function useAdminEnquiries(request: AdminEnquiryListRequest) {
  return useQuery({
    queryKey: queryKeys.adminEnquiryPage(request),
    queryFn: ({ signal }) =>
      withProgress(
        PROGRESS_MESSAGES.fetchingEnquiries,
        () => apiCall("adminGetAllEnquiry", request, { signal }),
        SUCCESS_MESSAGES.enquiriesFetched,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
