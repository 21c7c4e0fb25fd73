import type { StaffListRequest } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getallstaff/: one page of the console's staff with the search and filters. Loads raise no toast (decision 0070): the page shows its own loading state. */
export function useAdminStaff(request: StaffListRequest) {
  return useQuery({
    queryKey: queryKeys.adminStaffList(request),
    queryFn: ({ signal }) => apiCall("adminGetAllStaff", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
