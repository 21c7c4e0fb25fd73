import { VISIT_CHECK_TEXT, type VisitCheckRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST companion/checkin/ or companion/checkout/ (issue 26): the progress toast becomes the server's
 * message (a refusal is toasted by the client); the visit list refreshes either way, so the card shows what was recorded.
 */
export function useVisitCheck(kind: "in" | "out") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitCheckRequest) =>
      withProgress(
        kind === "in" ? VISIT_CHECK_TEXT.checkingIn : VISIT_CHECK_TEXT.checkingOut,
        () => apiCall(kind === "in" ? "companionCheckIn" : "companionCheckOut", body),
        (data) => data.Message,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.companionVisits });
    },
  });
}
