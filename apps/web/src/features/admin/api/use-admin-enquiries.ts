import type { AdminEnquiryListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * admin/getallenquiry/: one page of enquiries. No toast, neither spec §8's progress message nor 'Enquiries
 * fetched successfully!' (issue 42, decision 0070): the list shows its own loading state.
 */
export function useAdminEnquiries(request: AdminEnquiryListRequest) {
  return useQuery({
    queryKey: queryKeys.adminEnquiryPage(request),
    queryFn: ({ signal }) => apiCall("adminGetAllEnquiry", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
