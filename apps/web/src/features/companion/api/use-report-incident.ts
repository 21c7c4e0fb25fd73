import type { ReportIncidentRequest } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { lazyApiCall as apiCall } from "../../../lib/lazy-api.ts";
import { sendNow } from "../../../lib/no-signal.ts";

/**
 * POST companion/reportincident/: an incident on one of the companion's visits of today or yesterday
 * (issue 29). No toasts: the Urgent help dialog shows the answer or the refusal itself.
 */
export function useCompanionReportIncident() {
  return useMutation({
    // Sent at once or refused at once (issue 41): without signal the dialog says so instead of waiting.
    networkMode: "always",
    mutationFn: (body: ReportIncidentRequest) =>
      sendNow((signal) => apiCall("companionReportIncident", body, { toast: false, signal })),
  });
}
