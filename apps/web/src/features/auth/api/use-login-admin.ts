import type { LoginRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/**
 * admin/login/ (administrator); the client stores the returned Token. Failures are shown inline.
 * Spec §4: an admin login clears any member data cached in this browser.
 */
export function useLoginAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => apiCall("adminLogin", request, { toast: false }),
    onSuccess: () => queryClient.clear(),
  });
}
