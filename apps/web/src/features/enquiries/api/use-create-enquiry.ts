import type { ApiBody } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/**
 * users/createenquiry/: the form shows refusals itself (spec §8), so no client toasts here. Nothing to
 * invalidate: no page of the visitor's or member's lists enquiries.
 */
export function useCreateEnquiry() {
  return useMutation({
    mutationFn: (body: ApiBody<"createEnquiry">) => apiCall("createEnquiry", body, { toast: false }),
  });
}
