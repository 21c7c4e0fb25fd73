import type { SubmitReportRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { sendNow } from "../../../lib/no-signal.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST companion/submitreport/: files the visit's report, which completes the visit and tells the family.
 * No toasts: the form shows its refusal (already filed, not checked out) above its button, and its
 * confirmation in its place. The visit list refreshes either way, so the card says the report is filed.
 */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent at once or refused at once (issue 41): the form says there is no signal and keeps the report.
    networkMode: "always",
    mutationFn: (body: SubmitReportRequest) =>
      sendNow((signal) => apiCall("companionSubmitReport", body, { toast: false, signal })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.companionVisits });
    },
  });
}
