import type { PausePlanRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * users/pausesubscription/ (issue 47): pauses one of the member's plans instead of cancelling it. The
 * dialog shows a refusal itself. Afterwards the plan card (the profile: the pause and the new end), the
 * visits (those in the pause are cancelled), the calendars, the care schedules and the month's use are
 * read again.
 */
export function usePausePlan(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PausePlanRequest) => apiCall("pausePlan", body, { toast: false }),
    onSuccess: () => {
      for (const queryKey of [
        queryKeys.profiles,
        queryKeys.bookings(userId),
        queryKeys.serviceCalendars(userId),
        queryKeys.visitSeries(userId),
        queryKeys.planUsage(userId),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
