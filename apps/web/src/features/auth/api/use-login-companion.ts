import type { LoginRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";

/**
 * companion/login/ (a companion of the care team, issue 26); the client stores the returned Token.
 * Failures are shown inline. Like an admin login, it clears any member data cached in this browser.
 */
export function useLoginCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => apiCall("companionLogin", request, { toast: false }),
    onSuccess: () => queryClient.clear(),
  });
}
