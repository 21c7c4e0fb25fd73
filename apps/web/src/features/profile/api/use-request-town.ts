import type { ApiBody } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/**
 * POST users/requesttown/: "My town is not listed" — the team receives the town as an enquiry. Nothing
 * the member sees changes, so nothing is refreshed; the form says the outcome inline.
 */
export function useRequestTown() {
  return useMutation({
    mutationFn: (body: ApiBody<"requestTown">) => apiCall("requestTown", body, { toast: false }),
  });
}
