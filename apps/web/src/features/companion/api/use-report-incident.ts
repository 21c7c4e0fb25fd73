import type { ReportIncidentRequest } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/**
 * POST companion/reportincident/: an incident on one of the companion's visits of today or yesterday
 * (issue 29). No toasts: the Urgent help dialog shows the answer or the refusal itself.
 */
export function useCompanionReportIncident() {
  return useMutation({
    mutationFn: (body: ReportIncidentRequest) => apiCall("companionReportIncident", body, { toast: false }),
  });
}
