import type { SetCompanionAvailabilityRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

/**
 * POST admin/setcompanionavailability/: replaces a companion's weekly pattern and leave together. The
 * progress toast becomes the server's message; a refusal shows above Save availability.
 */
export function useSetCompanionAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCompanionAvailabilityRequest) =>
      withProgress(
        COMPANION_TEXT.savingAvailability,
        () => apiCall("adminSetCompanionAvailability", body, { toast: false }),
        (data) => data.Message,
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.adminCompanion(data.companion.companion_id), data.companion);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminCompanions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditLog });
    },
  });
}
