import { ADMIN_TEXT } from "@eldercare/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import type { AuditListRequest } from "../lib/filters.ts";

/** admin/getauditlog/: every administrator action, newest first, with the progress toast. */
export function useAuditLog(request: AuditListRequest) {
  return useQuery({
    queryKey: queryKeys.auditLogPage(request),
    queryFn: ({ signal }) =>
      withProgress(ADMIN_TEXT.fetchingAudit, () => apiCall("adminGetAuditLog", request, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
