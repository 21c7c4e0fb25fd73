import { HOLIDAY_TEXT, type HolidayListRequest, type ModifyHolidayInput } from "@eldercare/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** admin/getholidays/: a year's holidays with the state filter. Loads raise no toast (decision 0070). */
export function useAdminHolidays(request: HolidayListRequest) {
  return useQuery({
    queryKey: queryKeys.adminHolidayList(request),
    queryFn: ({ signal }) => apiCall("adminGetHolidays", request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * POST admin/modifyholiday/: adds a team holiday (no holiday_id), or renames, closes or reopens one. The
 * progress toast becomes the server's message; a refusal raises no toast (the form or the row shows it).
 * The list and the audit log refresh.
 */
export function useModifyHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyHolidayInput) =>
      withProgress(
        HOLIDAY_TEXT.saving,
        () => apiCall("adminModifyHoliday", body, { toast: false }),
        (data) => data.Message,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminHolidays });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
