import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import type { AuditListRequest } from "../lib/filters.ts";

/** admin/getauditlog/: every administrator action, newest first. Loads raise no toast (issue 42, decision 0070): the page shows its own loading state. */
export function useAuditLog(request: AuditListRequest) {
  return useQuery({
    queryKey: queryKeys.auditLogPage(request),
    queryFn: ({ signal }) => apiCall("adminGetAuditLog", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
